import { describe, expect, it } from "vitest";
import type { Solution } from "#domain/solution";
import { scriptJson } from "../../lib/json-ld";
import { randAmount, serviceJsonLd } from "./service-json-ld";

describe("randAmount", () => {
  it("reads rand prices as plain numbers", () => {
    expect(randAmount("R1,200")).toBe("1200");
    expect(randAmount("R 5 000.50")).toBe("5000.50");
    expect(randAmount("R250 / month")).toBe("250");
    expect(randAmount("on request")).toBeNull();
  });
});

describe("serviceJsonLd", () => {
  it("offers the upfront and monthly prices in ZAR", () => {
    const solution = {
      id: "bot",
      title: "Bot",
      tagline: "Replies fast",
      description: "",
      pricing: { upfront: "R1,200", monthly: "R250 / month" },
    } as Solution;
    const json = serviceJsonLd(solution, "https://example.co.za/solutions/bot");
    expect(json["@type"]).toBe("Service");
    expect(json.offers).toHaveLength(2);
    expect(json.offers[0]).toMatchObject({ price: "1200", priceCurrency: "ZAR" });
    expect(json.offers[1]).toMatchObject({ price: "250", priceCurrency: "ZAR" });
  });
  it("escapes < so the JSON cannot end its script element", () => {
    expect(scriptJson({ a: "</script>" })).toBe('{"a":"\\u003c/script>"}');
  });
});
