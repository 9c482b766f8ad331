import { CHALLENGES, ICONS, NODE_TYPES, SECTORS, STEP_ICONS, TIERS } from "../../../../../domain/options";
import { fillMinimums, newSolutionDefaults, normaliseSolution } from "../../../../../domain/solution";
import { type SolutionForm, toCoordinate } from "./solution-form";

// 'Generate JSON' and 'Import from JSON' of SPEC §2, and the error texts of SPEC §5.

export const INVALID_JSON = "Invalid JSON format. Please check your input.";
export const MISSING_FIELDS = "Invalid JSON format. Missing required fields.";
export const filledNotice = (filled: readonly string[]) =>
  `Imported. Missing parts were filled in as for a new solution: ${filled.join(", ")}.`;

/** The solution as the API receives it: step ids renumbered 1..n, indented by 2 spaces. */
export function generateSolutionJson(form: SolutionForm): string {
  return JSON.stringify(normaliseSolution(form), null, 2);
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback);
const records = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;
const subset = <T extends string>(options: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? value.filter((item): item is T => options.includes(item as T)) : [];
const coordinate = (value: unknown) => toCoordinate(String(value ?? ""));

function formFromRaw(raw: Raw): SolutionForm {
  const defaults = newSolutionDefaults();
  const animation = isRecord(raw.animation) ? raw.animation : {};
  const pricing = isRecord(raw.pricing) ? raw.pricing : {};
  return {
    id: text(raw.id),
    title: text(raw.title),
    tagline: text(raw.tagline),
    description: text(raw.description),
    challenges: subset(CHALLENGES, raw.challenges),
    sectors: subset(SECTORS, raw.sectors),
    features: records(raw.features).map((f) => ({ title: text(f.title), description: text(f.description) })),
    ...(Array.isArray(raw.techStack)
      ? { techStack: raw.techStack.filter((t): t is string => typeof t === "string") }
      : {}),
    animation: {
      nodes: records(animation.nodes).map((node) => ({
        id: text(node.id),
        label: text(node.label),
        type: oneOf(NODE_TYPES, node.type, "process"),
        x: coordinate(node.x),
        y: coordinate(node.y),
      })),
      edges: records(animation.edges).map((edge) => ({ from: text(edge.from), to: text(edge.to) })),
    },
    implementationSteps: records(raw.implementationSteps).map((step, index) => ({
      id: index + 1,
      title: text(step.title),
      description: text(step.description),
      iconName: oneOf(STEP_ICONS, step.iconName, "CogIcon"),
    })),
    timeline: text(raw.timeline, defaults.timeline),
    pricing: { upfront: text(pricing.upfront), monthly: text(pricing.monthly) },
    tier: oneOf(TIERS, raw.tier, defaults.tier),
    icon: oneOf(ICONS, raw.icon, defaults.icon),
  };
}

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
  const { data, filled } = fillMinimums(formFromRaw(raw));
  return { form: data, filled };
}
