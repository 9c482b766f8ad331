import { describe, expect, it } from "vitest";
import { asksHowToGet, asksToHire, mentionOf } from "./finder-asking";
import { namesOutside, readHits } from "./finder-vocabulary";
import { readWords } from "./finder-words";

// Asking for what no solution does, or only naming it (decision 0093, the noMatch round).

/** Where `text` names what no solution does. */
const outsideAt = (text: string) =>
  readHits(text)
    .filter((hit) => namesOutside(hit.key))
    .map((hit) => hit.at);

/** How `text` speaks of its word `thing`. */
function mention(text: string, thing: string) {
  const words = readWords(text);
  return mentionOf(
    words,
    words.findIndex((word) => word.folded === thing),
    1,
  );
}

describe("something no solution does", () => {
  it.each([
    ["i need a loan to buy more stock", "loan"],
    ["looking for a cheap plumber", "plumber"],
    ["ek het n boekhouer nodig", "boekhouer"],
    ["ngidinga imboleko", "imboleko"],
    ["we want a generator for the restaurant", "generator"],
  ])("is asked for in %s", (text, thing) => expect(mention(text, thing)).toBe("asked"));

  it.each([
    ["plumber here, people message me for prices all day", "plumber"],
    ["the bank wants a report before they give me a loan", "loan"],
  ])("is only named in %s", (text, thing) => expect(mention(text, thing)).toBe("named"));

  it("is declined after 'without' or 'sonder'", () => {
    expect(mention("how much stock to buy without taking a loan", "loan")).toBe("declined");
    expect(mention("hoe om te groei sonder n lening", "lening")).toBe("declined");
  });
});

describe("a person to hire", () => {
  const hires = (text: string) => asksToHire(readWords(text), readHits(text));

  it("is asked for when a request stands before it", () => {
    expect(hires("looking for a bookkeeper to do my books once a month")).toBe(true);
    expect(hires("ons soek n bestuurder vir die bakkie")).toBe(true);
    expect(hires("ngifuna umshayeli ozoletha ama-order")).toBe(true);
  });

  it("is not when the owner only names one, has one, or means a kind of something", () => {
    expect(hires("my bookkeeper keeps losing the till slips")).toBe(false);
    expect(hires("i need my driver to stop writing delivery notes by hand")).toBe(false);
    expect(hires("we need a bookkeeper system that reads slips")).toBe(false);
  });
});

describe("asking how to get something", () => {
  it.each([
    "my number got banned, how do I get it back?",
    "where do we find a wholesaler that delivers",
    "my nommer is gesluit, hoe kry ek dit terug",
    "ngingayithola kanjani i-finance?",
  ])("is read in %s", (text) => expect(asksHowToGet(readWords(text), outsideAt(text))).toBe(true));

  it.each([
    "how do customers find us",
    "i get my stock from the wholesaler",
    "how do we get our church group to see our bakery posts",
    "the bank wants a loan application, how do i get more customers first",
  ])("is not read in %s", (text) => expect(asksHowToGet(readWords(text), outsideAt(text))).toBe(false));
});
