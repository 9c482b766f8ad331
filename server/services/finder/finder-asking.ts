import { readWords, type Word } from "./finder-words";

// Whether a description asks for what no solution does or only names it (decision 0093, the
// noMatch round, 7 Dec 2026). "I need a loan to buy stock" and "looking for a bookkeeper,
// WhatsApp me" ask for a loan and a bookkeeper, however much they say about stock or WhatsApp;
// "a plumber here, people message me for prices" only names the trade, and "how much stock to
// buy without taking a loan" names a loan it does not want. Read from the few words before the
// thing (and after it: "n boekhouer nodig", "driver needed"), as folded: the request words are
// mostly function words, which count for nothing else. Not "give" nor "gee" ("before they give
// me a loan" is the bank's), nor "kry" or "koop" after the thing ("om die strokies by die boekhouer
// te kry" asks for nothing).

/** How a description speaks of something no solution does. */
export type Mention = "asked" | "named" | "declined";

const ASKING_BEFORE = new Set(
  `need needs needed want wants wanted looking look find finding get getting hire hiring employ buy
  buying recommend recommendation recommendations searching search require install apply applying
  soek benodig kry koop aanstel huur
  ngifuna ngidinga sifuna sidinga ufuna udinga bafuna ngicela sicela funa dinga thola ukuthola
  ngithole ukuthenga ngithenge ngiqashe`.split(/\s+/),
);
const ASKING_AFTER = new Set(["nodig", "needed", "wanted", "required", "aanstel"]);
const DECLINING = new Set(["without", "instead", "avoid", "rather", "sonder", "ngaphandle"]);
/** One's own is had, not asked for: "i need my driver to …", "ngifuna umshayeli wami …". */
const OWN_BEFORE = new Set(["my", "our", "his", "her", "their", "ons", "jou", "hul"]);
const OWN_AFTER = new Set(["wami", "yami", "lami", "bami", "wethu", "yethu", "bethu", "lethu", "wakho"]);
/** How far a request word may stand before the thing ("looking for a cheap plumber"). */
const BEFORE = 4;
const AFTER = 2;

/**
 * People one hires and things one buys, which no solution is: asked for, they are what no
 * solution does, though a trade named is as often the owner's own ("plumber here, …") and the
 * catalogue holds some of these words in another sense (a bookkeeper's slips, a content generator).
 */
const HIRED = new Set(
  readWords(
    `bookkeeper bookkeepers accountant accountants driver drivers lawyer lawyers attorney attorneys plumber
    plumbers electrician electricians builder builders mechanic mechanics locksmith handyman painter tiler
    carpenter designer designers developer developers photographer collector collectors guard guards
    generator
    boekhouer rekenmeester bestuurder drywer prokureur loodgieter elektrisien bouer werktuigkundige skoonmaker
    ontwerper kragopwekker
    umshayeli ummeli umakhenikha unogada`,
  ).map((word) => word.stem),
);

/** How the words at `at` (for `span` words) of `words` are spoken of. */
export function mentionOf(words: readonly Word[], at: number, span: number): Mention {
  const before = words.slice(Math.max(0, at - BEFORE), at).map((word) => word.folded);
  if (before.some((word) => DECLINING.has(word))) return "declined";
  const after = words.slice(at + span, at + span + AFTER).map((word) => word.folded);
  if (OWN_BEFORE.has(before.at(-1) ?? "") || OWN_AFTER.has(after[0] ?? "")) return "named";
  if (before.some((word) => ASKING_BEFORE.has(word)) || after.some((word) => ASKING_AFTER.has(word)))
    return "asked";
  return "named";
}

/** The description asks for a person to hire or a thing to buy ("need a driver", "ngifuna i-generator"). */
export function asksToHire(words: readonly Word[]): boolean {
  return words.some((word, at) => HIRED.has(word.stem) && mentionOf(words, at, 1) === "asked");
}
