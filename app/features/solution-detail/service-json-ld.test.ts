import { describe, expect, it } from "vitest";
import type { Solution } from "#domain/content/solution";
import { scriptJson } from "../../lib/seo/json-ld";
import { serviceJsonLd } from "./service-json-ld";

describe("serviceJsonLd", () => {
  const solution = {
    id: "bot",
    title: "Bot",
    tagline: "Replies fast",
    description: "",
    pricing: { upfront: "R1,200", upfrontCents: 120_050, monthly: "R250 / month", monthlyCents: 25_000 },
  } as Solution;

  it("offers the upfront and monthly prices in ZAR, from their cents", () => {
    const json = serviceJsonLd(solution, "https://example.co.za/solutions/bot", false);
    expect(json["@type"]).toBe("Service");
    expect(json.offers).toHaveLength(2);
    expect(json.offers[0]).toEqual({
      "@type": "Offer",
      name: "Upfront",
      price: "1200.50",
      priceCurrency: "ZAR",
      url: "https://example.co.za/solutions/bot",
    });
    expect(json.offers[1]).toMatchObject({ price: "250.00", priceSpecification: { unitCode: "MON" } });
    expect(JSON.stringify(json)).not.toContain("valueAddedTax");
  });

  it("says the prices include VAT when the seller is VAT-registered", () => {
    const json = serviceJsonLd(solution, "https://example.co.za/solutions/bot", true);
    for (const offer of json.offers) expect(offer.priceSpecification?.valueAddedTaxIncluded).toBe(true);
  });

  it("offers nothing for a price on request", () => {
    const onRequest = {
      ...solution,
      pricing: { upfront: "Price on request", priceNote: "on request" },
    } as Solution;
    expect(serviceJsonLd(onRequest, "https://example.co.za/solutions/bot", true).offers).toEqual([]);
  });

  it("escapes < so the JSON cannot end its script element", () => {
    expect(scriptJson({ a: "</script>" })).toBe('{"a":"\\u003c/script>"}');
  });
});
