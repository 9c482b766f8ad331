import { normaliseSolution, solutionInputSchema } from "#domain/content/solution";
import { lenientParse } from "#domain/lenient-parse";
import { formFrom, type SolutionForm } from "./solution-form";

// 'Generate JSON' and 'Import from JSON' of SPEC §2, and the error texts of SPEC §5.

export const INVALID_JSON = "Invalid JSON format. Please check your input.";
export const MISSING_FIELDS = "Invalid JSON format. Missing required fields.";
export const filledNotice = (filled: readonly string[]) =>
  `Imported. Missing parts were filled in as for a new solution: ${filled.join(", ")}.`;

/** The solution as the API receives it: step ids renumbered 1..n, indented by 2 spaces. */
export function generateSolutionJson(form: SolutionForm): string {
  return JSON.stringify(normaliseSolution(form), null, 2);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Parses pasted solution JSON into a whole new form, or says what is wrong with it. Parts
 * below SPEC §5's minimums come from a new solution, and `filled` names them.
 */
export function parseSolutionJson(
  input: string,
): { form: SolutionForm; filled: string[] } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(input);
  } catch {
    return { error: INVALID_JSON };
  }
  if (!isRecord(raw)) return { error: INVALID_JSON };
  if (!text(raw.id).trim() || !text(raw.title).trim()) return { error: MISSING_FIELDS };
  // What does not fit the schema (a made-up tier, a coordinate of "2.5") is read as the form
  // would read it. A missing chart is read as an empty one, so that the notice names it
  // among the parts that come from a new solution.
  const read = lenientParse(solutionInputSchema, { animation: { nodes: [] }, ...raw });
  return formFrom(normaliseSolution(read));
}
