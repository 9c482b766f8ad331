import { describe, expect, it } from "vitest";
import type { Contact } from "../api/contacts";
import { contactsToCsv } from "./contacts-csv";

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
  source: "get-started",
  sourcePage: "",
  solutionId: null,
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  ownerId: null,
  ownerName: null,
  lastReplyAt: null,
  utmCampaign: "",
  unread: true,
  ...overrides,
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
