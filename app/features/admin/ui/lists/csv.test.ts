import { describe, expect, it } from "vitest";
import { csvCell, csvFileName } from "./csv";

describe("csvCell", () => {
  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell('Say "hi", then go\nhome')).toBe('"Say ""hi"", then go\nhome"');
  });

  it("defuses spreadsheet formulas", () => {
    for (const start of ["=", "+", "-", "@", "\t"]) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell("Plain")).toBe('"Plain"');
  });
});

describe("an export's file name", () => {
  it("carries the South African day and the view, typed text made safe", () => {
    // 23:30 UTC is already the next day in South Africa.
    const at = new Date("2026-11-27T23:30:00Z");
    expect(csvFileName("contacts", [], at)).toBe("contacts-2026-11-28.csv");
    expect(
      csvFileName("contacts", ["in-progress", "assigned to me", "overdue", "search Zoë / 072"], at),
    ).toBe("contacts-2026-11-28-in-progress-assigned-to-me-overdue-search-zoe-072.csv");
    expect(csvFileName("contacts", ["search ../../etc"], at)).toBe("contacts-2026-11-28-search-etc.csv");
  });
});
