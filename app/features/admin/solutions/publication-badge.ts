import { isPublic, type SolutionData } from "#domain/content/solution";
import { formatSouthAfricanTime } from "#domain/south-african-time";

/** Where a solution stands with visitors: the admin list filters by it. */
export type PublicationStatus = "published" | "scheduled" | "draft";
export const PUBLICATION_STATUSES: readonly PublicationStatus[] = ["published", "scheduled", "draft"];

type Publication = Pick<SolutionData, "status" | "publishAt">;

/** A draft is a draft whatever its date: it waits for an admin, not for the clock. */
export function publicationStatus(solution: Publication, now: number): PublicationStatus {
  if (isPublic(solution, now)) return "published";
  return solution.status === "draft" || !solution.publishAt ? "draft" : "scheduled";
}

/** What keeps a solution from visitors, as the admin list's badge says it; null when visitors see it. */
export function publicationBadge(solution: Publication, now: number): string | null {
  const status = publicationStatus(solution, now);
  if (status === "published") return null;
  if (status === "draft") return "Draft";
  return `Scheduled ${formatSouthAfricanTime(solution.publishAt as string)}`;
}
