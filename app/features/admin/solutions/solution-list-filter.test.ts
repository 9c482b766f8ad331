import { describe, expect, it } from "vitest";
import type { AdminSolutionSummary } from "#domain/content/solution";
import { filterSolutions, listFilterParams, readListFilter } from "./solution-list-filter";

const NOW = Date.parse("2026-11-27T08:00:00.000Z");
const summary = (id: string, extra: Partial<AdminSolutionSummary> = {}): AdminSolutionSummary => ({
  id,
  title: `Title of ${id}`,
  tagline: "",
  icon: "ChartBarIcon",
  tier: "bronze",
  challenges: [],
  sectors: [],
  ...extra,
});
const SOLUTIONS = [
  summary("crm", { title: "Simple CRM", tier: "silver", tagline: "Leads in one place" }),
  summary("bot", { title: "WhatsApp Bot", tier: "gold", status: "draft" }),
  summary("later", { title: "Invoicing", publishAt: "2026-12-01T08:00:00.000Z" }),
];
const ids = (query: string) =>
  filterSolutions(SOLUTIONS, readListFilter(new URLSearchParams(query)), NOW).map((s) => s.id);

describe("the Solutions list's filters in the address", () => {
  it("search title, tagline and id without regard to case", () => {
    expect(ids("q=whatsapp")).toEqual(["bot"]);
    expect(ids("q=LEADS")).toEqual(["crm"]);
    expect(ids("q=later")).toEqual(["later"]);
  });

  it("filter by tier and by what visitors see", () => {
    expect(ids("tier=gold")).toEqual(["bot"]);
    expect(ids("status=draft")).toEqual(["bot"]);
    expect(ids("status=scheduled")).toEqual(["later"]);
    expect(ids("status=published")).toEqual(["crm"]);
    expect(ids("tier=silver&status=draft")).toEqual([]);
  });

  it("ignore what they do not know, and write back only what narrows or orders", () => {
    expect(ids("tier=platinum&status=archived&sort=price")).toEqual(["crm", "bot", "later"]);
    const filter = readListFilter(new URLSearchParams("q=crm&tier=nope&sort=-title"));
    expect(filter.sort).toEqual({ column: "Title", direction: "descending" });
    expect(listFilterParams(filter).toString()).toBe("q=crm&sort=-title");
  });
});
