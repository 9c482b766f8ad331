import { isPublic, type SolutionData } from "#domain/solution";
import { formatSouthAfricanTime } from "#domain/south-african-time";

/**
 * What keeps a solution from visitors, as the admin list's badge says it; null when visitors
 * see it. A draft says Draft whatever its date: it waits for an admin, not for the clock.
 */
export function publicationBadge(
  solution: Pick<SolutionData, "status" | "publishAt">,
  now: number,
): string | null {
  if (isPublic(solution, now)) return null;
  if (solution.status === "draft" || !solution.publishAt) return "Draft";
  return `Scheduled ${formatSouthAfricanTime(solution.publishAt)}`;
}
