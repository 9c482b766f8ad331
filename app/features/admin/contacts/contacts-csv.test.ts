import { describe, expect, it } from "vitest";
import type { Contact } from "../api/contacts";
import { contactsToCsv, csvCell } from "./contacts-csv";

const contact = (overrides: Partial<Contact>): Contact => ({
  _id: "1",
  id: "1",
  name: "Thandi",
  email: "thandi@example.com",
  company: "Acme",
  phone: "012 345 6789",
  message: "Hello",
  interest: "crm",
  status: "new",
  createdAt: "2025-05-02T10:00:00.000Z",
  ...overrides,
});

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

describe("contactsToCsv", () => {
  it("writes a header and one row per contact", () => {
    const csv = contactsToCsv([contact({ name: "=HYPERLINK()", status: "in-progress" })]);
    const [header, row] = csv.trimEnd().split("\r\n");
    expect(header).toBe('"Name","Email","Phone","Company","Interest","Status","Date","Message"');
    expect(row).toContain(`"'=HYPERLINK()","thandi@example.com"`);
    expect(row).toContain('"In Progress"');
    // SPEC §3's other spelling reads the same.
    expect(contactsToCsv([contact({ status: "inProgress" })])).toContain('"In Progress"');
  });
});
