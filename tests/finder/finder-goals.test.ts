import { describe, expect, it } from "vitest";
import { FINDER_API_RESULTS } from "#domain/content/finder";
import { solutionInputSchema } from "#domain/content/solution";
import { demoSolutions } from "#server/seed/demo-solutions";
import { buildIndex, search } from "#server/services/finder/finder-index";
import { namesOutside, readHits } from "#server/services/finder/finder-vocabulary";
import { blind } from "./blind-descriptions";
import { heldOut as blindHeldOut2, tuneable as blindTuneable2 } from "./blind-descriptions-2";
import { heldOut as blindHeldOut3, tuneable as blindTuneable3 } from "./blind-descriptions-3";
import { measured as blindMeasured4 } from "./blind-descriptions-4";
import { measuredOnce as blindMeasured6 } from "./blind-descriptions-6";
import { measuredOnce as blindMeasured8 } from "./blind-descriptions-8";
import { measuredOnce as blindMeasured9 } from "./blind-descriptions-9";
import { measuredOnce as blindMeasured10 } from "./blind-descriptions-10";
import { CRAFTED_QUERIES } from "./crafted-queries";
import { heldOut, type LabelledDescription, tuning } from "./labelled-descriptions";
import { probes } from "./probe-descriptions-5";
import { probes as seventhProbes } from "./probe-descriptions-8";
import { probes as eighthProbes } from "./probe-descriptions-9";
import { probes as ninthProbes } from "./probe-descriptions-10";
import { probes as secondNoMatchProbes } from "./probe-descriptions-11";
import { probes as englishProbes } from "./probe-descriptions-en-7";
import { probes as noMatchProbes } from "./probe-descriptions-none-8";

// Issue 51's goals on our own labelled descriptions (decisions 0085, 0093): a fitting solution among
// the first 3 for ≥ 90 % of English and ≥ 80 % of Afrikaans and isiZulu ones, noMatch for at
// least 8 of 10 that nothing fits; p95 within 30 ms. Figures in docs/performance.md.

const index = buildIndex(
  demoSolutions.map((solution) => solutionInputSchema.parse(solution)).sort((a, b) => (a.id < b.id ? -1 : 1)),
);

function rates(set: LabelledDescription[]) {
  const tally: Record<string, { hit: number; all: number }> = {};
  for (const { text, language, fits } of set) {
    const answer = search(index, text, FINDER_API_RESULTS);
    const top = answer.matches.slice(0, 3).map((match) => match.id);
    const right = fits.length === 0 ? answer.noMatch : fits.some((id) => top.includes(id));
    const key = fits.length === 0 ? "none" : language;
    const row = tally[key] ?? { hit: 0, all: 0 };
    tally[key] = row;
    row.all += 1;
    if (right) row.hit += 1;
  }
  // A set without a language's descriptions (the sixth round's are English only) misses none.
  const rate = (key: string) => {
    const row = tally[key];
    return row ? row.hit / row.all : 1;
  };
  return { en: rate("en"), af: rate("af"), zu: rate("zu"), none: rate("none") };
}

// Each set is checked at what it measured (7 Dec 2026, after decision 0093's seventh round), so
// that a change cannot lower any figure unseen. The blind sets' held-out
// halves are the honest estimate: nothing looked at their misses, only their totals.
const all = { en: 1, af: 1, zu: 1, none: 1 };
describe.each([
  ["tuning", tuning, { ...all, none: 16 / 17 }],
  ["held out", heldOut, { ...all, en: 11 / 12 }],
  ["blind held-out", blind, { ...all, none: 15 / 16 }],
  ["second blind, tuneable", blindTuneable2, all],
  ["second blind, held-out", blindHeldOut2, { ...all, zu: 11 / 12, none: 5 / 6 }],
  ["third blind, tuneable", blindTuneable3, all],
  ["third blind, held-out", blindHeldOut3, { ...all, af: 13 / 14 }],
  // Fifth-round probes, a third of them fitting nothing: before that round's changes English
  // 27/29, Afrikaans 13/14, isiZulu 9/10, noMatch 15/33.
  ["fifth-round probes", probes, { ...all, none: 33 / 33 }],
  // Sixth-round English probes: before that round's changes English 55/61, noMatch 8/9.
  ["sixth-round English probes", englishProbes, all],
  // Seventh-round probes, mostly English: before that round's changes English 47/55, Afrikaans
  // 8/8, isiZulu 7/7, noMatch 6/10.
  ["seventh-round probes", seventhProbes, { ...all, en: 54 / 55 }],
  // noMatch-round probes, half fitting nothing in the catalogue's words: before that round's
  // changes English 17/20, Afrikaans 5/5, isiZulu 5/5, noMatch 12/30 (main at 7bc5cad; 18/20 and 13/30
  // after the seventh round).
  ["noMatch-round probes", noMatchProbes, { en: 19 / 20, af: 1, zu: 1, none: 29 / 30 }],
  // Eighth-round probes, English in new voices: before that round's changes English 67/73
  // (92 %), noMatch 6/6.
  ["eighth-round probes", eighthProbes, { ...all, en: 72 / 73 }],
  // The fourth and eighth blind sets were spent as estimates on 7 Dec 2026 (measured and watched
  // through the rounds) and tuned on in the ninth round: before it the fourth 19/20, 18/20, 17/20,
  // 10/10 and the eighth 44/50, 14/14, 14/14, 11/14.
  ["fourth blind, spent", blindMeasured4, all],
  ["eighth blind, spent", blindMeasured8, all],
  // Ninth-round probes, other words for the situations behind those sets' misses: before that
  // round's changes English 27/32, Afrikaans 2/5, isiZulu 3/7, noMatch 11/20.
  ["ninth-round probes", ninthProbes, { ...all, none: 19 / 20 }],
  // The tenth blind set was measured once at d937d9e (English 50/50, Afrikaans 14/14, isiZulu
  // 14/14, noMatch 8/14), then spent and tuned on in the second noMatch round.
  ["tenth blind, spent", blindMeasured10, all],
  // Second noMatch-round probes, other words for the tenth set's noMatch misses and fitting ones in
  // the same words: before that round's changes English 5/5, isiZulu 1/1, noMatch 11/17.
  ["second noMatch-round probes", secondNoMatchProbes, all],
] as const)("the %s descriptions", (_name, set, least) => {
  it("find a fitting solution in the first three, and nothing for what fits nothing", () => {
    const rate = rates(set);
    expect(rate.en).toBeGreaterThanOrEqual(least.en);
    expect(rate.af).toBeGreaterThanOrEqual(least.af);
    expect(rate.zu).toBeGreaterThanOrEqual(least.zu);
    expect(rate.none).toBeGreaterThanOrEqual(least.none);
  });
});

// The blind sets stand in for the hidden one: nothing tunes on their held-out halves (decision 0093).
it.each([
  ["tuning", tuning, 60, 10],
  ["blind held-out", blind, 90, 15],
  ["second blind, tuneable", blindTuneable2, 39, 6],
  ["second blind, held-out", blindHeldOut2, 39, 6],
  ["third blind, tuneable", blindTuneable3, 42, 5],
  ["third blind, held-out", blindHeldOut3, 42, 5],
  ["fifth-round probes", probes, 53, 33],
  ["sixth-round English probes", englishProbes, 61, 9],
  ["seventh-round probes", seventhProbes, 70, 10],
  ["eighth-round probes", eighthProbes, 70, 6],
  ["fourth blind, spent", blindMeasured4, 60, 10],
  ["eighth blind, spent", blindMeasured8, 78, 14],
  ["ninth-round probes", ninthProbes, 44, 20],
  ["tenth blind, spent", blindMeasured10, 78, 14],
  ["second noMatch-round probes", secondNoMatchProbes, 6, 17],
] as const)("meets the goals on the %s set", (_name, set, fitting, fitsNothing) => {
  const rate = rates(set);
  expect(rate.en).toBeGreaterThanOrEqual(0.9);
  expect(rate.af).toBeGreaterThanOrEqual(0.8);
  expect(rate.zu).toBeGreaterThanOrEqual(0.8);
  expect(rate.none).toBeGreaterThanOrEqual(0.8);
  expect(set.filter((d) => d.fits.length > 0).length).toBeGreaterThanOrEqual(fitting);
  expect(set.filter((d) => d.fits.length === 0).length).toBeGreaterThanOrEqual(fitsNothing);
});

// The sixth and ninth blind sets are measure-only: each is checked at what it measures, so that a
// change cannot lower it unseen, and only totals are ever printed. Their first measurements: the
// sixth at 08890af (17/20, 18/18, 18/18, 9/10), the ninth once, at dcd5b55 after the seventh,
// noMatch and eighth rounds (47/50, 12/14, 14/14, 12/14). The floors are their figures after the
// second noMatch round (7 Dec 2026, decision 0093). The fourth (first 17/20, 18/20, 17/20, 7/10 at 265c347) and the eighth (43/50,
// 14/14, 14/14, 9/14 at 99b1d8a) were measure-only until the ninth round tuned on them (above).
it.each([
  ["sixth", blindMeasured6, { en: 18 / 20, af: 18 / 18, zu: 18 / 18, none: 9 / 10 }],
  ["ninth", blindMeasured9, { en: 47 / 50, af: 12 / 14, zu: 14 / 14, none: 13 / 14 }],
] as const)("keeps the %s blind set's figures", (_name, set, least) => {
  const rate = rates(set);
  expect(rate.en).toBeGreaterThanOrEqual(least.en);
  expect(rate.af).toBeGreaterThanOrEqual(least.af);
  expect(rate.zu).toBeGreaterThanOrEqual(least.zu);
  expect(rate.none).toBeGreaterThanOrEqual(least.none);
});

it("puts a solution that is about one thing said above one that mentions two in passing", () => {
  const top = search(index, "my competitors post every day", 5).matches.slice(0, 3);
  expect(top.map((match) => match.id)).toContain("social-media-content-generator");
});

it("says in the visitor's own words why a solution fits", () => {
  const [first] = search(index, "my bookkeeper keeps losing the till slips and SARS wants them", 5).matches;
  expect(first?.id).toBe("ocr-receipt-capture");
  expect(first?.why).toMatch(/^You mentioned “.+”/);
  expect(first?.why).toContain("till slips");
});

it("needs a surer fit when the owner asks for what no solution does", () => {
  for (const text of [
    "i need a loan for a new oven",
    "customer slipped and fell and wants to sue me",
    "the neighbours are taking me to the municipality over the noise from my tavern",
    "thinking of selling the business and retiring, what is it worth",
    "ek het n prokureur nodig vir n hofsaak",
    "how do i open a business bank account",
    "looking for a bigger shop space to rent in town",
    "ngifuna ukuvula i-account yasebhange",
    "where can i buy stock cheaper in bulk",
    "i want to export my products to botswana",
  ])
    expect(search(index, text, 5).noMatch, text).toBe(true);
  const [first] = search(
    index,
    "my bakkie broke down so deliveries are late and customers keep whatsapping me",
    5,
  ).matches;
  expect(first?.id).toBe("whatsapp-auto-reply-bot");
});

it("reads a word spelt as an outside concept's name as that word", () => {
  // "media" alone is no concept of the lexicon's (t:media), whatever the concept named "media" (radio, newspapers).
  const [first] = search(index, "our media gets no likes", 5).matches;
  expect(first?.id).toBe("social-media-content-generator");
});

it("reads nothing in the demo catalogue as what no solution does", () => {
  // A stem shared with an outside concept ("copies" with "cops", "hiring a" with "hire a") would
  // raise the bar for any description that uses the catalogue's own words.
  for (const solution of demoSolutions) {
    const texts = [
      solution.title,
      solution.tagline,
      solution.description,
      ...solution.features.flatMap((feature) => [feature.title, feature.description]),
      ...Object.values(solution.customerWords ?? {}).flat(),
    ];
    const outside = texts.flatMap((text) => readHits(text ?? "").filter((hit) => namesOutside(hit.key)));
    expect(outside, solution.id).toEqual([]);
  }
});

it("reads SMS spelling and typos", () => {
  for (const text of ["invoyces for sars", "watsapp msgs at nite", "reciepts get lost"]) {
    expect(search(index, text, 5).noMatch, text).toBe(false);
  }
});

// The 30 ms for any bytes is the bench's to measure (a timed test fails on a busy machine, not
// on a slow finder); here each crafted query gets an answer of catalogue ids only.
it.each(Object.entries(CRAFTED_QUERIES))("answers %s", (_name, text) => {
  const ids = new Set(demoSolutions.map((solution) => solution.id));
  const { matches } = search(index, text.slice(0, 2000), 5);
  expect(matches.length).toBeLessThanOrEqual(5);
  for (const match of matches) expect(ids.has(match.id)).toBe(true);
});
