import { describe, expect, it } from "vitest";
import type { SolutionSummary } from "#domain/content/solution";
import {
  distinctValues,
  filterSolutions,
  filtersToSearch,
  initialTab,
  NO_FILTERS,
  parseFilters,
  switchTab,
} from "./catalogue-filters";

const solution = (id: string, over: Partial<SolutionSummary>): SolutionSummary => ({
  id,
  title: id,
  tagline: "",
  icon: "ChartBarIcon",
  tier: "bronze",
  challenges: [],
  sectors: [],
  ...over,
});

const list = [
  solution("a", { tier: "bronze", challenges: ["Inefficiencies"], sectors: ["Retail"] }),
  solution("b", {
    tier: "gold",
    challenges: ["Limited Market Reach", "Inefficiencies"],
    sectors: ["Finance"],
  }),
  solution("c", { tier: "silver", challenges: ["Cash Flow Management"], sectors: ["Retail", "Business"] }),
];

describe("parseFilters", () => {
  it("accepts values from the option lists", () => {
    const params = new URLSearchParams("tier=gold&challenge=Inefficiencies&sector=Retail");
    expect(parseFilters(params)).toEqual({ tier: "gold", challenge: "Inefficiencies", sector: "Retail" });
  });
  it("reads unknown, wrongly cased and missing values as all", () => {
    expect(parseFilters(new URLSearchParams("tier=platinum&challenge=inefficiencies&sector="))).toEqual(
      NO_FILTERS,
    );
    expect(parseFilters(new URLSearchParams())).toEqual(NO_FILTERS);
  });
});

describe("filtersToSearch", () => {
  it("omits all and keeps a stable order", () => {
    expect(filtersToSearch(NO_FILTERS)).toBe("");
    expect(filtersToSearch({ tier: "silver", challenge: "all", sector: "Micro-manufacturing" })).toBe(
      "?tier=silver&sector=Micro-manufacturing",
    );
  });
  it("round-trips through parseFilters", () => {
    const filters = { tier: "gold", challenge: "Limited Market Reach", sector: "all" } as const;
    expect(parseFilters(new URLSearchParams(filtersToSearch(filters)))).toEqual(filters);
  });
});

describe("filterSolutions", () => {
  it("matches tier, challenge and sector together", () => {
    const ids = (filters: Parameters<typeof filterSolutions>[1]) =>
      filterSolutions(list, filters).map((s) => s.id);
    expect(ids(NO_FILTERS)).toEqual(["a", "b", "c"]);
    expect(ids({ ...NO_FILTERS, challenge: "Inefficiencies" })).toEqual(["a", "b"]);
    expect(ids({ ...NO_FILTERS, challenge: "Inefficiencies", tier: "gold" })).toEqual(["b"]);
    expect(ids({ ...NO_FILTERS, sector: "Retail" })).toEqual(["a", "c"]);
    expect(ids({ ...NO_FILTERS, sector: "Logistics" })).toEqual([]);
  });
});

describe("distinctValues", () => {
  it("lists each value once, alphabetically", () => {
    expect(distinctValues(list, "sectors")).toEqual(["Business", "Finance", "Retail"]);
    expect(distinctValues(list, "challenges")).toEqual([
      "Cash Flow Management",
      "Inefficiencies",
      "Limited Market Reach",
    ]);
  });
});

describe("tabs", () => {
  it("opens on By Sector only when a sector is chosen", () => {
    expect(initialTab(NO_FILTERS)).toBe("challenge");
    expect(initialTab({ ...NO_FILTERS, sector: "Retail" })).toBe("sector");
  });
  it("resets the other tab's filter on switching", () => {
    const both = { tier: "gold", challenge: "Inefficiencies", sector: "Retail" } as const;
    expect(switchTab(both, "challenge")).toEqual({ ...both, sector: "all" });
    expect(switchTab(both, "sector")).toEqual({ ...both, challenge: "all" });
  });
});
