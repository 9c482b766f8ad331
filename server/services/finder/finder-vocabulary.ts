import { LEXICON, OUTSIDE_CONCEPTS, SETTING_CONCEPTS } from "./finder-lexicon";
import { baseForms, SPLIT_PARTICLES } from "./finder-morphology";
import { LONGEST_WORD, readWords, stem, type Word } from "./finder-words";

// Turns words into the keys the finder compares (decision 0085): a lexicon concept ("c:receipt")
// when the word is one of its words, a phrase of it, an isiZulu noun or verb built on it, or
// (in a visitor's description only) a near spelling of it; otherwise the word's own stem
// ("t:shopify"), which meets the same word in a solution's text.

/** One thing a text said, the key it counts under, and how surely. */
export interface Hit {
  key: string;
  /** The visitor's words that said it, for the reason line. */
  surface: string;
  /** 1 for a word as written; less for a near spelling. */
  quality: number;
  /** Where its words stand among the text's (readWords), to read what was said around them. */
  at: number;
  span: number;
}

const LONGEST_PHRASE = 5;
const SHORTEST_ROOT = 5;
const FUZZY_QUALITY = 0.8;
/** A near spelling of a word only the catalogue uses is a weaker guess than one of the lexicon's. */
const FUZZY_TERM_QUALITY = 0.6;
const SHORTEST_TERM_GUESS = 7;
const STRIPPED_QUALITY = 0.9;

const conceptKey = (concept: string) => `c:${concept}`;
const termKey = (stem: string) => `t:${stem}`;

/**
 * How much saying a key says about a problem: a problem's concept 1, a scene-setting one less
 * (finder-lexicon.ts), a word of the catalogue's outside the lexicon less still ("second", "hand").
 */
export function strengthOf(key: string): number {
  if (key.startsWith("t:")) return 0.5;
  return SETTING_CONCEPTS.has(key.slice(2)) ? 0.5 : 1;
}

/**
 * The key names what no solution does (finder-lexicon.ts). Only a concept's key: a catalogue word
 * outside the lexicon ("t:professional") is no concept, whatever its spelling (7 Dec 2026).
 */
export function namesOutside(key: string): boolean {
  return key.startsWith("c:") && OUTSIDE_CONCEPTS.has(key.slice(2));
}

/** The lexicon, read once: single words, phrases and roots to their concepts' keys. */
function readLexicon() {
  const single = new Map<string, string[]>();
  const phrases = new Map<string, string[]>();
  /** The stems a phrase starts with: a word that starts none is not looked up as one. */
  const phraseStarts = new Set<string>();
  const roots: [root: string, key: string][] = [];
  const add = (map: Map<string, string[]>, at: string, key: string) => {
    const keys = map.get(at) ?? [];
    if (!keys.includes(key)) keys.push(key);
    map.set(at, keys);
  };
  for (const [concept, entries] of Object.entries(LEXICON)) {
    const key = conceptKey(concept);
    for (const entry of entries.split(",").map((text) => text.trim())) {
      if (entry.startsWith("~")) {
        const root = entry.slice(1);
        if (root.length >= SHORTEST_ROOT) roots.push([root, key]);
        continue;
      }
      const stems = readWords(entry).map((word) => word.stem);
      if (stems.length === 1) add(single, stems[0] as string, key);
      else if (stems.length > 1 && stems.length <= LONGEST_PHRASE) {
        add(phrases, stems.join(" "), key);
        phraseStarts.add(stems[0] as string);
      }
    }
  }
  return { single, phrases, phraseStarts, roots };
}

const lexicon = readLexicon();

/** Levenshtein distance with adjacent swaps, giving up above `limit` (then limit + 1). */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** How far a word of this length may be from the one meant: "invoyce", "watsapp", "reciept". */
const allowedDistance = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/**
 * The words a catalogue uses beside the lexicon's, for near spellings: by first letter, since
 * a typo or an SMS spelling seldom changes it.
 */
export interface SpellingIndex {
  byInitial: Map<string, string[]>;
  /** The catalogue's own words: one written so is no misspelling of another (decision 0093). */
  catalogue: Set<string>;
}

export function spellingIndex(catalogueStems: Iterable<string>): SpellingIndex {
  const byInitial = new Map<string, string[]>();
  const catalogue = new Set(catalogueStems);
  const all = new Set([...lexicon.single.keys(), ...catalogue]);
  for (const stem of [...all].sort()) {
    if (stem.length < 4 || /\d/.test(stem)) continue;
    const list = byInitial.get(stem[0] as string) ?? [];
    list.push(stem);
    byInitial.set(stem[0] as string, list);
  }
  return { byInitial, catalogue };
}

/**
 * A shorter word is read as a near spelling of one as long only by two letters swapped: one
 * letter changed makes another word too often ("chairs" is no misspelt "chains", 7 Dec 2026).
 */
const SHORTEST_CHANGED = 6;
/** `a` is `b` with two neighbouring letters swapped. */
const swapped = (a: string, b: string) => {
  const at = [...a].findIndex((ch, i) => ch !== b[i]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
};

/** The nearest known stem within the allowed distance (the first in order among equals); undefined if none. */
function nearest(stem: string, spelling: SpellingIndex): string | undefined {
  const limit = allowedDistance(stem.length);
  if (limit === 0 || stem.length > LONGEST_WORD) return undefined;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const known of spelling.byInitial.get(stem[0] as string) ?? []) {
    // Both words must be long enough for the distance: "learn" is not a misspelt "late".
    const within = Math.min(limit, allowedDistance(known.length), bestDistance - 1);
    if (
      within === 0 ||
      (stem.length < SHORTEST_CHANGED && stem.length === known.length && !swapped(stem, known))
    )
      continue;
    const distance = editDistance(stem, known, within);
    if (distance <= within) {
      best = known;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

type WordKeys = { keys: string[]; quality: number } | undefined;

// Each word's lexicon keys are found once (prefixes, compounds and roots cost a scan of the
// lexicon); bounded like finder-words.ts's spellings, since a visitor's words pass here too.
const KEYS_KEPT = 20_000;
const keysBefore = new Map<string, WordKeys>();

/** The lexicon's keys for one word (wordKeysOf), each spelling looked up once. */
function wordKeys(word: Word): WordKeys {
  if (keysBefore.has(word.folded)) return keysBefore.get(word.folded);
  const found = wordKeysOf(word);
  if (keysBefore.size >= KEYS_KEPT) keysBefore.clear();
  keysBefore.set(word.folded, found);
  return found;
}

/** The lexicon's keys for one word, as written, as the form of another (finder-morphology.ts), or by a root inside it. */
function wordKeysOf(word: Word): WordKeys {
  const direct = lexicon.single.get(word.stem);
  if (direct) return { keys: direct, quality: 1 };
  for (const base of baseForms(word.folded)) {
    const keys = lexicon.single.get(readWords(base)[0]?.stem ?? "");
    if (keys) return { keys, quality: STRIPPED_QUALITY };
  }
  // Two English words written as one: "followups", "callbacks", "stocktaking" (7 Dec 2026).
  const joined = joinedPhrase(word.folded);
  if (joined) return { keys: joined, quality: STRIPPED_QUALITY };
  // An isiZulu root (five letters or more) says more than a compound's last four letters:
  // "ukubalandela" is "~landel" (follow up), not "dela(y)".
  const rooted = lexicon.roots.filter(([root]) => word.folded.includes(root)).map(([, key]) => key);
  if (rooted.length > 0) return { keys: [...new Set(rooted)], quality: STRIPPED_QUALITY };
  // Afrikaans writes compounds as one word: "dienskontrakte", "petrolslippies", "voorraadlys".
  const tail = compoundTail(word.stem);
  return tail ? { keys: tail, quality: STRIPPED_QUALITY } : undefined;
}

const SHORTEST_COMPOUND_PART = 4;
const SHORTEST_JOINED_PART = 3;

/** The concepts of the lexicon's two-word phrase that `folded` is, written without its space. */
function joinedPhrase(folded: string): string[] | undefined {
  for (let cut = SHORTEST_JOINED_PART; cut <= folded.length - 2; cut++) {
    const first = stem(folded.slice(0, cut));
    if (!lexicon.phraseStarts.has(first)) continue;
    const keys = lexicon.phrases.get(`${first} ${stem(folded.slice(cut))}`);
    if (keys) return keys;
  }
  return undefined;
}

/** The concepts of the longest lexicon word a compound ends with (or starts with), if any. */
function compoundTail(stem: string): string[] | undefined {
  for (let cut = SHORTEST_COMPOUND_PART; cut <= stem.length - SHORTEST_COMPOUND_PART; cut++) {
    const keys = lexicon.single.get(stem.slice(cut));
    if (keys) return keys;
  }
  for (let cut = stem.length - SHORTEST_COMPOUND_PART; cut >= SHORTEST_COMPOUND_PART; cut--) {
    const keys = lexicon.single.get(stem.slice(0, cut));
    if (keys && cut >= 5) return keys;
  }
  return undefined;
}

/**
 * What a text says, as keys. A solution's text is read as written; a description also by near
 * spellings (`spelling`), each distinct word looked up once, so its cost is bounded by the
 * length limit whatever it holds.
 */
export function readHits(text: string, spelling?: SpellingIndex): Hit[] {
  return hitsOf(readWords(text), spelling);
}

/** `readHits` of words already read, for a caller that reads around the hits too (finder-asking.ts). */
export function hitsOf(words: Word[], spelling?: SpellingIndex): Hit[] {
  const hits: Hit[] = [];
  const looked = new Map<string, { keys: string[]; quality: number } | undefined>();
  const particles = [
    ...new Set(words.filter((word) => SPLIT_PARTICLES.has(word.folded)).map((w) => w.folded)),
  ];
  for (let at = 0; at < words.length; at++) {
    const phrase = longestPhrase(words, at);
    if (phrase) {
      const span = words.slice(at, at + phrase.length);
      const surface = span.map((word) => word.surface).join(" ");
      for (const key of phrase.keys) hits.push({ key, surface, quality: 1, at, span: phrase.length });
      at += phrase.length - 1;
      continue;
    }
    const word = words[at] as Word;
    if (word.stop || afrikaansVerb(words, at)) continue;
    let found = looked.get(word.folded);
    if (!looked.has(word.folded)) {
      found = wordKeys(word) ?? splitVerb(word, particles);
      // A word the catalogue uses as written is that word, not a near spelling of another.
      if (!found && spelling && !spelling.catalogue.has(word.stem)) {
        const near = nearest(word.stem, spelling);
        const nearKeys = near && lexicon.single.get(near);
        if (nearKeys) found = { keys: nearKeys, quality: FUZZY_QUALITY };
        // A short word near a catalogue word is more often another word than a typo of it
        // ("fridge" is no misspelt "Friday"): only longer ones are read as its misspelling.
        else if (near && word.stem.length >= SHORTEST_TERM_GUESS)
          found = { keys: [termKey(near)], quality: FUZZY_TERM_QUALITY };
      }
      looked.set(word.folded, found);
    }
    if (found)
      for (const key of found.keys)
        hits.push({ key, surface: word.surface, quality: found.quality, at, span: 1 });
    else hits.push({ key: termKey(word.stem), surface: word.surface, quality: 1, at, span: 1 });
  }
  return hits;
}

// Afrikaans verbs spelt as a word of the lexicon: "ek vat die kontant bank toe" takes the cash
// to the bank, it pays no VAT (7 Dec 2026). Read as the verb beside a pronoun that makes it one.
const AFRIKAANS_VERBS = new Set(["vat"]);
const AFRIKAANS_SUBJECTS = new Set(["ek", "jy", "hy", "sy", "ons", "hulle", "hul", "julle", "dit", "mens"]);
const AFRIKAANS_OBJECTS = new Set([
  "my",
  "jou",
  "hom",
  "haar",
  "ons",
  "hulle",
  "dit",
  "die",
  "al",
  "alles",
  "n",
]);

/** The word at `at` is an Afrikaans verb, not the English word it is spelt as. */
function afrikaansVerb(words: Word[], at: number): boolean {
  const word = words[at] as Word;
  if (!AFRIKAANS_VERBS.has(word.folded) || word.surface === word.surface.toUpperCase()) return false;
  return (
    AFRIKAANS_SUBJECTS.has(words[at - 1]?.folded ?? "") || AFRIKAANS_OBJECTS.has(words[at + 1]?.folded ?? "")
  );
}

/** An Afrikaans verb whose particle stands elsewhere in the text: "tik … oor" is "oortik". */
function splitVerb(word: Word, particles: string[]): WordKeys {
  for (const particle of particles) {
    const keys = lexicon.single.get(readWords(`${particle}${word.folded}`)[0]?.stem ?? "");
    if (keys) return { keys, quality: STRIPPED_QUALITY };
  }
  return undefined;
}

function longestPhrase(words: Word[], at: number) {
  if (!lexicon.phraseStarts.has((words[at] as Word).stem)) return undefined;
  for (let length = LONGEST_PHRASE; length >= 2; length--) {
    if (at + length > words.length) continue;
    const keys = lexicon.phrases.get(
      words
        .slice(at, at + length)
        .map((word) => word.stem)
        .join(" "),
    );
    if (keys) return { keys, length };
  }
  return undefined;
}
