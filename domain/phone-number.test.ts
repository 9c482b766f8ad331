import { describe, expect, it } from "vitest";
import {
  internationalDigits,
  mobileWhatsappHref,
  searchedPhoneDigits,
  telHref,
  whatsappHref,
} from "./phone-number";

// The forms people type a number in, as the contact form, Get Started, Log a conversation and
// Company Details take them, against the one international form every link is made from.

describe("internationalDigits", () => {
  const southAfrican: [string, string][] = [
    ["082 555 0101", "27825550101"],
    ["0825550101", "27825550101"],
    ["(082) 555-0101", "27825550101"],
    ["082.555.0101", "27825550101"],
    ["082-555-0101", "27825550101"],
    ["082/555/0101", "27825550101"],
    ["82 555 0101", "27825550101"],
    ["+27 82 555 0101", "27825550101"],
    ["+27825550101", "27825550101"],
    ["+27-82-555-0101", "27825550101"],
    ["+27.82.555.0101", "27825550101"],
    ["27825550101", "27825550101"],
    ["27 82 555 0101", "27825550101"],
    ["0027 82 555 0101", "27825550101"],
    ["+27 (0) 82 555 0101", "27825550101"],
    ["+27 (0)82 555 0101", "27825550101"],
    ["+27 082 555 0101", "27825550101"],
    ["0027 (0) 82 555 0101", "27825550101"],
    ["  +27 10 555 0123 ", "27105550123"],
    ["010 555 0123", "27105550123"],
    ["(021) 555-0199", "27215550199"],
  ];
  it.each(southAfrican)("reads %j as +%s", (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  const foreign: [string, string][] = [
    ["+44 20 7946 0958", "442079460958"],
    ["0044 20 7946 0958", "442079460958"],
    ["+1 (415) 555-2671", "14155552671"],
    ["+263 77 123 4567", "263771234567"],
  ];
  it.each(foreign)("takes %j with its own country code as +%s", (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  const notNumbers = [
    "",
    "   ",
    "call me after 5",
    "082 555 010",
    "+27 82 555 01011",
    "+27 82",
    "1234567",
    "+1234567890123456",
    "082 555 0101 ext 2",
    "javascript:alert(1)",
    "０８２ ５５５ ０１０１",
    `${" ".repeat(10_000)}x`,
  ];
  it.each(notNumbers)("refuses %j", (typed) => {
    expect(internationalDigits(typed)).toBeNull();
    expect(telHref(typed)).toBeNull();
    expect(whatsappHref(typed)).toBeNull();
  });
});

describe("the links", () => {
  it("dial and chat with the same number however it was typed", () => {
    for (const typed of ["+27 (0) 82 555 0101", "082 555 0101", "0027825550101"]) {
      expect(telHref(typed)).toBe("tel:+27825550101");
      expect(whatsappHref(typed)).toBe("https://wa.me/27825550101");
    }
  });
});

describe("the digits the inbox's search compares", () => {
  it("reads every form of one number as the same digits, and part of one as part of them", () => {
    const forms = [
      "0721234567",
      "+27721234567",
      "27721234567",
      "072 123 4567",
      "+27 (0) 72 123 4567",
      "0027 72 123 4567",
    ];
    for (const typed of forms) expect(searchedPhoneDigits(typed), typed).toBe("27721234567");
    expect(searchedPhoneDigits("072 123")).toBe("2772123");
    expect(searchedPhoneDigits("123 4567")).toBe("1234567");
    expect(searchedPhoneDigits("+44 20 7946 0958")).toBe("442079460958");
    expect(searchedPhoneDigits("zoe")).toBeNull();
    expect(searchedPhoneDigits("")).toBeNull();
  });
});

describe("mobileWhatsappHref", () => {
  it("links South African mobile numbers in the ways people write them", () => {
    for (const phone of [
      "+27 82 555 0101",
      "+27 (0) 82 555 0101",
      "082 555 0101",
      "(082) 555-0101",
      "27825550101",
      "0027 82 555 0101",
    ]) {
      expect(mobileWhatsappHref(phone)).toBe("https://wa.me/27825550101");
    }
    expect(mobileWhatsappHref("060 123 4567")).toBe("https://wa.me/27601234567");
    expect(mobileWhatsappHref("+27 71 000 0000")).toBe("https://wa.me/27710000000");
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
      expect(mobileWhatsappHref(phone)).toBeNull();
    }
  });
});
