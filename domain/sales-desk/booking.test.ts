import { describe, expect, it } from "vitest";
import { bookingLink } from "./booking";

describe("bookingLink", () => {
  const visitor = { name: "Thandi Nkosi", email: "thandi@example.co.za" };

  it("fills in the visitor's name and email on Cal.com and Calendly, keeping the page's own query", () => {
    expect(bookingLink("https://cal.com/ai-solutions/discovery?duration=20", visitor)).toBe(
      "https://cal.com/ai-solutions/discovery?duration=20&name=Thandi+Nkosi&email=thandi%40example.co.za",
    );
    expect(bookingLink("https://app.cal.com/team/sales", visitor)).toContain("name=Thandi+Nkosi");
    expect(bookingLink("https://calendly.com/ai-solutions/20min", visitor)).toContain(
      "email=thandi%40example.co.za",
    );
  });

  it("leaves other booking pages, and a link without a visitor, as they are", () => {
    const google = "https://calendar.app.google/AbCdEf123";
    expect(bookingLink(google, visitor)).toBe(google);
    expect(bookingLink("https://cal.com/ai-solutions")).toBe("https://cal.com/ai-solutions");
    // A look-alike host is not Cal.com.
    expect(bookingLink("https://notcal.com/x", visitor)).toBe("https://notcal.com/x");
  });
});
