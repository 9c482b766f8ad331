import type { SolutionSummary } from "#domain/content/solution";
import { CHALLENGES, type Challenge, SECTORS, type Sector, TIERS, type Tier } from "#domain/options";

// The catalogue's filter rules (SPEC §2, §5): read from the query string, validated
// against the option lists, applied to the list, and written back with 'all' omitted.

export type TierFilter = Tier | "all";
type ChallengeFilter = Challenge | "all";
type SectorFilter = Sector | "all";
export type FilterTab = "challenge" | "sector";

export interface CatalogueFilters {
  tier: TierFilter;
  challenge: ChallengeFilter;
  sector: SectorFilter;
}

export const NO_FILTERS: CatalogueFilters = { tier: "all", challenge: "all", sector: "all" };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | "all" =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : "all";

/** Unknown or missing values read as 'all'. */
export function parseFilters(params: URLSearchParams): CatalogueFilters {
  return {
    tier: oneOf(TIERS, params.get("tier")),
    challenge: oneOf(CHALLENGES, params.get("challenge")),
    sector: oneOf(SECTORS, params.get("sector")),
  };
}

/** The query string for the filters, 'all' omitted, always in the order tier, challenge, sector. */
export function filtersToSearch(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (filters.tier !== "all") params.set("tier", filters.tier);
  if (filters.challenge !== "all") params.set("challenge", filters.challenge);
  if (filters.sector !== "all") params.set("sector", filters.sector);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function filterSolutions<T extends SolutionSummary>(solutions: T[], filters: CatalogueFilters): T[] {
  return solutions.filter(
    (solution) =>
      (filters.tier === "all" || solution.tier === filters.tier) &&
      (filters.challenge === "all" || solution.challenges.includes(filters.challenge)) &&
      (filters.sector === "all" || solution.sectors.includes(filters.sector)),
  );
}

/** Distinct values of a list field across all solutions, sorted alphabetically. */
export function distinctValues(solutions: SolutionSummary[], field: "challenges" | "sectors"): string[] {
  const values = new Set<string>();
  for (const solution of solutions) for (const value of solution[field]) values.add(value);
  return [...values].sort((a, b) => a.localeCompare(b, "en-ZA"));
}

/** By Sector when a sector is chosen on entry, otherwise By Challenge. */
export const initialTab = (filters: CatalogueFilters): FilterTab =>
  filters.sector !== "all" ? "sector" : "challenge";

/** Switching tabs resets the other tab's filter to 'all'. */
export function switchTab(filters: CatalogueFilters, tab: FilterTab): CatalogueFilters {
  return tab === "challenge" ? { ...filters, sector: "all" } : { ...filters, challenge: "all" };
}
