import { type FinderAnswer, whyLine } from "#domain/content/finder";
import type { CustomerWords, Solution } from "#domain/content/solution";
import { asksHowToGet, asksToHire, mentionOf, paperworkFor } from "./finder-asking";
import {
  type Hit,
  hitsOf,
  namesOutside,
  readHits,
  type SpellingIndex,
  spellingIndex,
  strengthOf,
} from "./finder-vocabulary";
import { readWords, type Word } from "./finder-words";

// The finder's index of the catalogue (decision 0085): each published solution as the keys its
// words say, weighed by where they stand, built in memory when the catalogue changes. A
// description is scored against it as a sum over the keys it says of how much each solution
// says that key, times how rare the key is in the catalogue: "SARS" tells solutions apart,
// "customers" hardly.

/** What the finder reads of a solution. */
export type FinderSolution = Pick<Solution, "id" | "title" | "tagline" | "description" | "features"> & {
  challenges: readonly string[];
  sectors: readonly string[];
  customerWords?: CustomerWords;
};

// How much a word counts by where it stands: the owners' own words and the title most.
const WEIGHTS = {
  title: 3,
  customerWords: 3,
  tagline: 2,
  featureTitle: 2,
  featureText: 1,
  description: 1,
  challenges: 1,
  sectors: 0.5,
};
/** A key said again and again counts less each time (tf / (tf + SATURATION)). */
const SATURATION = 2;
/** A key every solution has still counts this much of one only a single solution has. */
const COMMON_KEY_FLOOR = 0.25;
/**
 * Below this nothing fits: tuned on tests/finder/labelled-descriptions.ts's tuning part and
 * blind-descriptions-2.ts's tuneable half (0.55 until holders were counted by how much they hold;
 * 0.6 until the fifth round's things no solution does and holding in passing took over part of
 * telling "nothing fits", 7 Dec 2026).
 */
export const FIT_THRESHOLD = 0.55;
/**
 * How sure a fit must be when the description names what no solution does (finder-lexicon.ts):
 * it stayed at 1.2 when the plain bar came down to 0.55 (7 Dec 2026, fifth round).
 */
const OUTSIDE_THRESHOLD = 1.2;
/**
 * How sure a fit must be when the description asks for what no solution does ("I need a loan to
 * buy stock", finder-asking.ts): 7 Dec 2026, the noMatch round.
 */
const ASKED_THRESHOLD = 2;
const SURE_READING = 0.9;
/** A solution far behind the best is no answer. */
const SHARE_OF_BEST = 0.2;
const REASON_WORDS = 3;

interface IndexedSolution {
  id: string;
  title: string;
  weights: Map<string, number>;
  /** What it was built from, to tell whether the next build can keep it. */
  fields: Field[];
  /** The stems of its words outside the lexicon, for near spellings. */
  stems: string[];
}

type Field = [text: string, weight: number];

export interface CatalogueIndex {
  solutions: IndexedSolution[];
  /** How much each key tells solutions apart, 0.25 (all have it) to 1 (one has it). */
  rarity: Map<string, number>;
  /** The most any solution holds of each key. */
  most: Map<string, number>;
  spelling: SpellingIndex;
}

function fieldsOf(solution: FinderSolution): Field[] {
  const words = solution.customerWords;
  return [
    [solution.title, WEIGHTS.title],
    ...[...(words?.en ?? []), ...(words?.af ?? []), ...(words?.zu ?? [])].map(
      (text): Field => [text, WEIGHTS.customerWords],
    ),
    [solution.tagline, WEIGHTS.tagline],
    ...solution.features.flatMap((feature) => [
      [feature.title, WEIGHTS.featureTitle] as Field,
      [feature.description, WEIGHTS.featureText] as Field,
    ]),
    [solution.description, WEIGHTS.description],
    [solution.challenges.join(", "), WEIGHTS.challenges],
    [solution.sectors.join(", "), WEIGHTS.sectors],
  ];
}

/**
 * The index of `catalogue`, in the order given (the caller's: by id, the same on every instance).
 * A solution `previous` holds unchanged is kept as it was read: after a change, only the
 * changed solutions are read again, and the rest of a build is linear in the catalogue's keys.
 */
export function buildIndex(catalogue: FinderSolution[], previous?: CatalogueIndex): CatalogueIndex {
  const before = new Map(previous?.solutions.map((solution) => [solution.id, solution]));
  const solutions = catalogue.map((solution) => {
    const fields = fieldsOf(solution);
    const kept = before.get(solution.id);
    if (kept && sameFields(kept.fields, fields)) return kept;
    return readSolution(solution, fields);
  });
  const catalogueStems = new Set(solutions.flatMap((solution) => solution.stems));
  // A solution that only mentions a key in passing holds it less than one that is about it.
  const most = new Map<string, number>();
  for (const solution of solutions)
    for (const [key, weight] of solution.weights) most.set(key, Math.max(most.get(key) ?? 0, weight));
  const holders = new Map<string, number>();
  for (const solution of solutions)
    for (const [key, weight] of solution.weights)
      holders.set(key, (holders.get(key) ?? 0) + weight / (most.get(key) ?? 1));
  const spread = Math.max(solutions.length - 1, 1);
  const rarity = new Map(
    [...holders].map(([key, held]) => [
      key,
      COMMON_KEY_FLOOR + (1 - COMMON_KEY_FLOOR) * (1 - (held - 1) / spread),
    ]),
  );
  return { solutions, rarity, most, spelling: spellingIndex(catalogueStems) };
}

function readSolution(solution: FinderSolution, fields: Field[]): IndexedSolution {
  const counts = new Map<string, number>();
  for (const [text, weight] of fields) {
    // Within one entry a key counts once: "VAT split … 15% VAT" is one mention.
    for (const key of new Set(readHits(text).map((hit) => hit.key)))
      counts.set(key, (counts.get(key) ?? 0) + weight);
  }
  const weights = new Map([...counts].map(([key, tf]) => [key, tf / (tf + SATURATION)]));
  const stems = [...counts.keys()].filter((key) => key.startsWith("t:")).map((key) => key.slice(2));
  return { id: solution.id, title: solution.title, weights, fields, stems };
}

const sameFields = (a: Field[], b: Field[]) =>
  a.length === b.length && a.every(([text, weight], at) => text === b[at]?.[0] && weight === b[at]?.[1]);

/** The solutions that fit `text` best first, at most `limit`, with the visitor's words that led to each. */
export function search(index: CatalogueIndex, text: string, limit: number): FinderAnswer {
  // Each key once, at the surest reading; its words as the visitor first wrote them.
  const words = readWords(text);
  const hits = hitsOf(words, index.spelling);
  const said = new Map<string, Hit>();
  for (const hit of hits) {
    const known = said.get(hit.key);
    if (!known || hit.quality > known.quality) said.set(hit.key, hit);
  }
  const scored = index.solutions.map((solution) => {
    const reasons: { surface: string; part: number }[] = [];
    let score = 0;
    for (const [key, hit] of said) {
      const weight = solution.weights.get(key);
      if (!weight) continue;
      // Holding a key in passing counts less again beside the solution that is about it (7 Dec
      // 2026): two concepts held weakly ("competitors" in a tagline, "Facebook" in a list of
      // lead sources) no longer outrank one held strongly.
      const held = weight / (index.most.get(key) ?? weight);
      const part = weight * held * hit.quality * strengthOf(key) * (index.rarity.get(key) ?? 1);
      score += part;
      reasons.push({ surface: hit.surface, part });
    }
    return { solution, score, reasons };
  });
  scored.sort((a, b) => b.score - a.score || (a.solution.id < b.solution.id ? -1 : 1));
  const best = scored[0]?.score ?? 0;
  if (best < barFor(words, hits)) return { matches: [], noMatch: true };
  const matches = scored
    .filter(({ score }) => score >= best * SHARE_OF_BEST)
    .slice(0, limit)
    .map(({ solution, score, reasons }) => ({
      id: solution.id,
      title: solution.title,
      score: Math.round(score * 100) / 100,
      why: whyLine(reasonWords(reasons)),
    }));
  return { matches, noMatch: false };
}

/** How sure a fit must be: surer when the description names what no solution does, surer still when it asks for it. */
function barFor(words: readonly Word[], hits: Hit[]): number {
  // Only as written or as a form of it: a near spelling ("steel" for "steal") is too unsure to raise the bar.
  const outside = hits.filter((hit) => namesOutside(hit.key) && hit.quality >= SURE_READING);
  const mentions = new Set(
    outside.map((hit) => (paperworkFor(words, hits, hit) ? "declined" : mentionOf(words, hit.at, hit.span))),
  );
  if (mentions.has("asked") || asksToHire(words, hits)) return ASKED_THRESHOLD;
  if (!mentions.has("named")) return FIT_THRESHOLD;
  return asksHowToGet(
    words,
    outside.map((hit) => hit.at),
  )
    ? ASKED_THRESHOLD
    : OUTSIDE_THRESHOLD;
}

/** The visitor's words that counted most, each once whatever its case. */
function reasonWords(reasons: { surface: string; part: number }[]): string[] {
  const words: string[] = [];
  for (const { surface } of reasons.sort((a, b) => b.part - a.part)) {
    if (!words.some((word) => word.toLowerCase() === surface.toLowerCase())) words.push(surface);
    if (words.length === REASON_WORDS) break;
  }
  return words;
}
