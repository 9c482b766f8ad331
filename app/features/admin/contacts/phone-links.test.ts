import { describe, expect, it } from "vitest";
import { whatsappHref } from "./phone-links";

describe("whatsappHref", () => {
  it("links South African mobile numbers in the ways people write them", () => {
    for (const phone of [
      "+27 82 555 0101",
      "+27 (0) 82 555 0101",
      "082 555 0101",
      "(082) 555-0101",
      "27825550101",
      "0027 82 555 0101",
    ]) {
      expect(whatsappHref(phone)).toBe("https://wa.me/27825550101");
    }
    expect(whatsappHref("060 123 4567")).toBe("https://wa.me/27601234567");
    expect(whatsappHref("+27 71 000 0000")).toBe("https://wa.me/27710000000");
  });

  it("gives no link for landlines, foreign or incomplete numbers", () => {
    for (const phone of [
      "012 345 6789",
      "+27 21 555 0101",
      "+44 7700 900123",
      "082 555 010",
      "",
      "0825550101 2",
    ]) {
      expect(whatsappHref(phone)).toBeNull();
    }
  });
});
