import { describe, expect, it } from "vitest";
import type { Contact } from "../api/contacts";
import { filterContacts } from "./contact-filter";
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
  });
});

describe("filterContacts", () => {
  const list = [
    contact({ id: "a", name: "Ayanda", company: "Baobab", status: "new" }),
    contact({ id: "b", name: "Bongani", email: "b@x.co", company: "", interest: "ocr", status: "completed" }),
  ];

  it("searches name, email, company and interest", () => {
    expect(filterContacts(list, "baobab", "all").map((c) => c.id)).toEqual(["a"]);
    expect(filterContacts(list, "OCR", "all").map((c) => c.id)).toEqual(["b"]);
    expect(filterContacts(list, "receipt data", "all").map((c) => c.id)).toEqual(["b"]);
    expect(filterContacts(list, "b@x", "all").map((c) => c.id)).toEqual(["b"]);
  });

  it("filters by status", () => {
    expect(filterContacts(list, "", "completed").map((c) => c.id)).toEqual(["b"]);
    expect(filterContacts(list, "", "all")).toHaveLength(2);
  });
});
