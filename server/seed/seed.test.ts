import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solutionInputSchema } from "#domain/content/solution";
import { CHALLENGES, SECTORS, TIERS } from "#domain/options";
import { createTestDatabase } from "../../tests/support/database";
import { testSolutionService } from "../../tests/support/solution-service";
import type { DatabaseHandle } from "../db/client";
import { demoSolutions } from "./demo-solutions";
import { seedDemoContent } from "./seed";

describe("demo catalogue", () => {
  it("is a valid, varied catalogue", () => {
    const parsed = demoSolutions.map((input) => solutionInputSchema.parse(input));
    expect(parsed.length).toBeGreaterThanOrEqual(9);
    for (const tier of TIERS) expect(parsed.filter((s) => s.tier === tier).length).toBeGreaterThanOrEqual(3);
    expect(new Set(parsed.flatMap((s) => s.challenges)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(parsed.flatMap((s) => s.sectors)).size).toBeGreaterThanOrEqual(5);
    for (const s of parsed) {
      expect(s.features.length).toBeGreaterThanOrEqual(3);
      expect(s.features.length).toBeLessThanOrEqual(5);
      expect(s.implementationSteps.length).toBeGreaterThanOrEqual(3);
      expect(s.implementationSteps.length).toBeLessThanOrEqual(5);
      expect(s.animation.nodes.length).toBeGreaterThanOrEqual(3);
      expect(s.animation.nodes.length).toBeLessThanOrEqual(6);
      const upfront = Number(s.pricing.upfront.replace(/[R,\s]/g, ""));
      expect(upfront).toBeGreaterThanOrEqual(800);
      expect(upfront).toBeLessThanOrEqual(5000);
      expect(s.pricing.monthly).toMatch(/^R[\d,]+ \/ month$/);
      for (const c of s.challenges) expect(CHALLENGES).toContain(c);
      for (const c of s.sectors) expect(SECTORS).toContain(c);
    }
  });
});

describe("seedDemoContent", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("fills an empty catalogue, then leaves it alone", async () => {
    const solutions = testSolutionService(database.db);
    expect(await seedDemoContent(database.db)).toEqual({ seeded: true, solutions: demoSolutions.length });
    expect(await solutions.list()).toHaveLength(demoSolutions.length);

    const first = demoSolutions[0]?.id as string;
    const edited = solutionInputSchema.parse({ ...demoSolutions[0], title: "Edited by an admin" });
    await solutions.update(first, edited);
    await solutions.remove(demoSolutions[1]?.id as string);

    expect(await seedDemoContent(database.db)).toEqual({ seeded: false });
    expect((await solutions.get(first))?.title).toBe("Edited by an admin");
    expect(await solutions.list()).toHaveLength(demoSolutions.length - 1);
  });

  it("rebuilds the demo catalogue when reset is asked for", async () => {
    const solutions = testSolutionService(database.db);
    expect(await seedDemoContent(database.db, { reset: true })).toEqual({
      seeded: true,
      solutions: demoSolutions.length,
    });
    const ids = (await solutions.list()).map((s) => s.id).sort();
    expect(ids).toEqual(demoSolutions.map((s) => s.id).sort());
    expect((await solutions.get(demoSolutions[0]?.id as string))?.title).toBe(demoSolutions[0]?.title);
  });
});
