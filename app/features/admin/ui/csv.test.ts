import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

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
