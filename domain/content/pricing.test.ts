import { describe, expect, it } from "vitest";
import { PRICE_ON_REQUEST, settledPricing, shownPrices, unreadPrices } from "./pricing";

describe("a solution's prices", () => {
  it("are read for their amounts when sent as SPEC §7's strings, which stay as sent", () => {
    expect(settledPricing({ upfront: "R15,000", monthly: "R1 500 / month" })).toEqual({
      upfront: "R15,000",
      upfrontCents: 1_500_000,
      monthly: "R1 500 / month",
      monthlyCents: 150_000,
    });
    expect(settledPricing({ upfront: "From R800" })).toEqual({
      upfront: "From R800",
      upfrontCents: 80_000,
      priceNote: "from",
    });
  });

  it("are written from the amounts the editor sends", () => {
    expect(
      settledPricing({
        upfront: "x",
        upfrontCents: 450_050,
        monthly: "",
        monthlyCents: 25_000,
        priceNote: "from",
      }),
    ).toEqual({
      upfront: "From R4\u00a0500,50",
      upfrontCents: 450_050,
      monthly: "R250 / month",
      monthlyCents: 25_000,
      priceNote: "from",
    });
  });

  it("are unchanged when read and sent back", () => {
    for (const sent of [
      { upfront: "R15,000", monthly: "R1 500 / month" },
      { upfront: "Contact us" },
      { upfront: "x", upfrontCents: 99, priceNote: "from" as const },
      { upfront: "", priceNote: "on request" as const },
    ]) {
      const once = settledPricing(sent);
      expect(settledPricing(once)).toEqual(once);
    }
  });

  it("without an amount are on request, and listed for the admin with what they said", () => {
    const pricing = settledPricing({ upfront: "Contact us", monthly: "Included" });
    expect(pricing).toEqual({ upfront: "Contact us", monthly: "Included", priceNote: "on request" });
    expect(unreadPrices(pricing)).toEqual(["Contact us", "Included"]);
    expect(unreadPrices(settledPricing({ upfront: "", priceNote: "on request" }))).toEqual([]);
    expect(shownPrices(pricing, true)).toEqual({
      upfront: PRICE_ON_REQUEST,
      monthly: PRICE_ON_REQUEST,
      card: PRICE_ON_REQUEST,
    });
  });

  it("are shown with 'incl. VAT' only when the company is VAT-registered", () => {
    const pricing = settledPricing({ upfront: "R1,200", monthly: "R250 / month" });
    expect(shownPrices(pricing, true)).toEqual({
      upfront: "R1\u00a0200 incl. VAT",
      monthly: "R250 / month incl. VAT",
      card: "From R1\u00a0200 incl. VAT",
    });
    expect(JSON.stringify(shownPrices(pricing, false))).not.toMatch(/VAT/);
  });
});
