import { type SolutionInput, solutionInputSchema } from "#domain/content/solution";
import catalogue from "./demo-solutions.json" with { type: "json" };

// Demo catalogue used to seed an empty database: ten offerings across the three tiers,
// written for South African small, medium and micro enterprises (SMMEs). It is data, so it
// lives in JSON; parsing it here means a mistyped tier or icon fails the seed's own test, not
// a visitor's page.
export const demoSolutions: SolutionInput[] = solutionInputSchema.array().parse(catalogue);
