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
  solutionTitle: null,
  lastReplyAt: null,
  notesCount: 0,
  overdue: false,
  utmCampaign: "",
  unread: true,
  loggedByName: null,
  version: 1,
  quoteStatus: null,
  outcome: null,
  ...overrides,
});

describe("contactsToCsv", () => {
  it("starts with a byte-order mark, then a header and one row per contact, in labels", () => {
    const csv = contactsToCsv([
      contact({
        name: "=HYPERLINK()",
        status: "in-progress",
        interest: "crm",
        solutionId: "ocr",
        solutionTitle: "Document OCR",
        ownerName: "Thandi Owner",
        notesCount: 2,
        utmCampaign: "winter",
        utmSource: "newsletter",
        lastReplyAt: "2025-05-02T12:30:00.000Z",
        quoteStatus: "accepted",
      }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, row] = csv.slice(1).trimEnd().split("\r\n");
    expect(header).toBe(
      '"Name","Email","Phone","Company","Interest","Solution","Source","Campaign","Owner","Status","Quote","Received (SAST)","Last reply (SAST)","Notes","Message"',
    );
    expect(row).toContain(`"'=HYPERLINK()","thandi@example.com"`);
    expect(row).toContain('"Customer Relationship Management","Document OCR","Get Started dialog"');
    expect(row).toContain('"winter / newsletter","Thandi Owner","In Progress","Accepted"');
    // 10:00 and 12:30 UTC are 12:00 and 14:30 in South Africa.
    expect(row).toContain('"02 May 2025, 12:00","02 May 2025, 14:30","2","Hello"');
    // SPEC §3's other spelling reads the same.
    expect(contactsToCsv([contact({ status: "inProgress" })])).toContain('"In Progress",""');
  });
});
