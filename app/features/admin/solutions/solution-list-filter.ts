import type { AdminSolutionSummary } from "#domain/content/solution";
import { TIERS, type Tier } from "#domain/options";
import { readSortParam, type SortState, sortParam } from "../ui/lists/sort-param";
import { textSearch } from "../ui/lists/text-search";
import { PUBLICATION_STATUSES, type PublicationStatus, publicationStatus } from "./publication-badge";

// The Solutions list's search, filters and sort, kept in the address (?q=&tier=&status=&sort=)
// so a filtered list can be reloaded, bookmarked and sent to a colleague. Pure, unit-tested.

const SORTABLE_COLUMNS = ["Title", "Tier"] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

export interface SolutionListFilter {
  query: string;
  tier: Tier | null;
  status: PublicationStatus | null;
  sort: SortState<SortableColumn> | null;
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

export function readListFilter(params: URLSearchParams): SolutionListFilter {
  return {
    query: params.get("q") ?? "",
    tier: pick(TIERS, params.get("tier")),
    status: pick(PUBLICATION_STATUSES, params.get("status")),
    sort: readSortParam(params.get("sort"), SORTABLE_COLUMNS),
  };
}

/** The address's parameters for `filter`: only what narrows or orders the list. */
export function listFilterParams(filter: SolutionListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query) params.set("q", filter.query);
  if (filter.tier) params.set("tier", filter.tier);
  if (filter.status) params.set("status", filter.status);
  if (filter.sort) params.set("sort", sortParam(filter.sort));
  return params;
}

const solutionSearch = textSearch<AdminSolutionSummary>((solution) => [
  solution.title,
  solution.tagline,
  solution.id,
  ...(solution.challenges ?? []),
]);

/** The solutions `filter` lets through, in the server's order (sorting is the table's). */
export function filterSolutions(
  solutions: readonly AdminSolutionSummary[],
  filter: SolutionListFilter,
  now: number,
): AdminSolutionSummary[] {
  const matches = solutionSearch(filter.query);
  return solutions.filter(
    (solution) =>
      matches(solution) &&
      (!filter.tier || solution.tier === filter.tier) &&
      (!filter.status || publicationStatus(solution, now) === filter.status),
  );
}

/** Tier order for sorting by tier: Bronze, Silver, Gold, as the tiers rise. */
export const SORTED_BY: Record<SortableColumn, (solution: AdminSolutionSummary) => string> = {
  Title: (solution) => solution.title,
  Tier: (solution) => String(TIERS.indexOf(solution.tier)),
};
