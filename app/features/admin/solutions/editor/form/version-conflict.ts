import type { Solution, SolutionData } from "#domain/content/solution";
import {
  conflictKey,
  type EditorMerge,
  keyLabel,
  type MergePath,
  readableText,
  threeWayMerge,
  withPicks,
} from "../../../ui/editing/three-way-merge";
import type { FieldDifference } from "../../../ui/editing/version-conflict-panel";
import { formFromSolution, type SolutionForm, solutionPayload } from "./solution-form";

// What a stale save would have overwritten, and how it merges with what another admin stored
// meanwhile (decision 0080). Pure, so the rules are unit-tested.

const FIELD_LABELS: Record<keyof SolutionData, string> = {
  id: "ID",
  title: "Title",
  tagline: "Tagline",
  description: "Description",
  challenges: "Challenges",
  sectors: "Sectors",
  features: "Features",
  techStack: "Technology Snapshot",
  customerWords: "Words customers use",
  animation: "Animation",
  implementationSteps: "Implementation Steps",
  timeline: "Timeline",
  pricing: "Pricing",
  tier: "Tier",
  interest: "Enquiry interest",
  icon: "Icon",
  status: "Status",
  publishAt: "Publish at",
};

type Animation = SolutionData["animation"];
type Steps = SolutionData["implementationSteps"];

/** The fields whose words read better than the general rule of readableText. */
const READABLE: Partial<Record<keyof SolutionData, (value: never) => string>> = {
  implementationSteps: (steps: Steps) =>
    steps
      .map((step, index) => `${index + 1}. ${step.title}${step.description ? `: ${step.description}` : ""}`)
      .join("\n"),
  animation: ({ nodes, edges }: Animation) => {
    const named = new Map(nodes.map((node) => [node.id, node.label || node.id]));
    const name = (id: string) => named.get(id) ?? id;
    return [
      `Nodes: ${nodes.map((node) => node.label || node.id).join(", ")}`,
      `Connections: ${edges.map((edge) => `${name(edge.from)} → ${name(edge.to)}`).join(", ") || "none"}`,
    ].join("\n");
  },
};

/** A part of a solution as words: "Pricing · Upfront" and "R1,000", never JSON. */
function difference(path: MergePath, mine: unknown, stored: unknown): Omit<FieldDifference, "field"> {
  const [field, ...within] = path as [keyof SolutionData, ...string[]];
  const read = (within.length === 0 && READABLE[field]) || readableText;
  const shown = (value: unknown) => (value === undefined ? "" : read(value as never));
  return {
    label: [FIELD_LABELS[field] ?? keyLabel(field), ...within.map(keyLabel)].join(" · "),
    mine: shown(mine),
    stored: shown(stored),
  };
}

/** The fields, in form order, whose saved value would differ between the two. */
export function changedFields(mine: SolutionForm, stored: Solution): FieldDifference[] {
  const ours = solutionPayload(mine);
  const theirs = solutionPayload(formFromSolution(stored));
  return (Object.keys(FIELD_LABELS) as Array<keyof SolutionData>).flatMap((field) => {
    const shown = difference([field], ours[field], theirs[field]);
    return shown.mine === shown.stored ? [] : [{ field, ...shown }];
  });
}

/**
 * The editor's form merged with the solution stored meanwhile, over the form as it was opened
 * (null: not known). The chart is one value: nodes taken from one side and connections from the
 * other could point at nodes that are gone.
 */
export function mergeSolution(
  opened: SolutionForm | null,
  mine: SolutionForm,
  stored: Solution,
): EditorMerge<SolutionForm> {
  const merge = threeWayMerge(opened, mine, formFromSolution(stored), ([field]) => field === "animation");
  return {
    merged: merge.value,
    conflicts: merge.conflicts.map((conflict) => ({
      field: conflictKey(conflict),
      ...difference(conflict.path, conflict.mine, conflict.stored),
    })),
    resolve: (form, picks) => withPicks({ value: form, conflicts: merge.conflicts }, picks),
  };
}
