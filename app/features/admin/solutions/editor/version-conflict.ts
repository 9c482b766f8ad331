import type { Solution, SolutionData } from "#domain/solution";
import type { FieldDifference } from "../../ui/version-conflict-panel";
import { formFromSolution, type SolutionForm, solutionPayload } from "./solution-form";

// What a stale save would have overwritten: the fields where what the admin typed differs from
// what another admin stored meanwhile. Pure, so the rules are unit-tested.

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
  icon: "Icon",
  status: "Status",
  publishAt: "Publish at",
};

function shown(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.join(", ");
  return JSON.stringify(value, null, 2);
}

/** The fields, in form order, whose saved value would differ between the two. */
export function changedFields(mine: SolutionForm, stored: Solution): FieldDifference[] {
  const ours = solutionPayload(mine);
  const theirs = solutionPayload(formFromSolution(stored));
  return (Object.keys(FIELD_LABELS) as Array<keyof SolutionData>).flatMap((field) => {
    const [a, b] = [shown(ours[field]), shown(theirs[field])];
    return a === b ? [] : [{ field, label: FIELD_LABELS[field], mine: a, stored: b }];
  });
}
