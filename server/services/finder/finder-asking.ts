import { type Hit, namesOutside } from "./finder-vocabulary";
import { readWords, type Word } from "./finder-words";

// Whether a description asks for what no solution does or only names it (decision 0093, the
// noMatch round, 7 Dec 2026). "I need a loan to buy stock" and "looking for a bookkeeper,
// WhatsApp me" ask for a loan and a bookkeeper, however much they say about stock or WhatsApp;
// "a plumber here, people message me for prices" only names the trade, and "how much stock to
// buy without taking a loan" names a loan it does not want. Read from the few words before the
// thing (and after it: "n boekhouer nodig", "driver needed"), as folded: the request words are
// mostly function words, which count for nothing else. Not "give" nor "gee" ("before they give
// me a loan" is the bank's), nor "kry" or "koop" after the thing ("om die strokies by die boekhouer
// te kry" asks for nothing), nor "hire" ("we hire a new cashier every few months and never have a
// contract ready" is the compliance assistant's). "Before", "afford" and "whether" weigh it up.

/** How a description speaks of something no solution does. */
export type Mention = "asked" | "named" | "declined";

const ASKING_BEFORE = new Set(
  `need needs needed want wants wanted looking look find finding get getting buy
  buying recommend recommendation recommendations searching search require install apply applying
  soek benodig kry koop huur
  ngifuna ngidinga sifuna sidinga ufuna udinga bafuna ngicela sicela funa dinga thola ukuthola
  ngithole ukuthenga ngithenge`.split(/\s+/),
);
const ASKING_AFTER = new Set(["nodig", "needed", "wanted", "required"]);
const DECLINING = new Set([
  "without",
  "instead",
  "avoid",
  "rather",
  "before",
  "afford",
  "whether",
  "sonder",
  "voor",
  "ngaphandle",
]);
/** One's own is had, not asked for: "i need my driver to …", "ngifuna umshayeli wami …". */
const OWN_BEFORE = new Set(["my", "our", "his", "her", "their", "ons", "jou", "hul"]);
const OWN_AFTER = new Set(["wami", "yami", "lami", "bami", "wethu", "yethu", "bethu", "lethu", "wakho"]);
/** How far a request word may stand before the thing ("looking for a cheap plumber"). */
const BEFORE = 4;
const AFTER = 2;

/**
 * People one hires, which no solution is: asked for, they are what no solution does, though a
 * trade named is as often the owner's own ("plumber here, …") and the lexicon holds some in
 * another sense (a bookkeeper's slips). Not those whose work a solution does: an accountant's
 * reports, a designer's or photographer's posts, a developer's automation, a lawyer's contracts.
 */
const HIRED = new Set(
  readWords(
    `bookkeeper bookkeepers driver drivers plumber plumbers electrician electricians builder builders mechanic
    mechanics locksmith handyman painter tiler carpenter collector collectors
    boekhouer bestuurder drywer loodgieter elektrisien bouer werktuigkundige
    umshayeli umakhenikha unogada`,
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

/**
 * The description asks for a person to hire ("need a driver", "ons soek n bestuurder"); not when a
 * concept of the lexicon follows, which makes the person a kind of it ("a driver app").
 */
export function asksToHire(words: readonly Word[], hits: readonly Hit[]): boolean {
  const described = new Set(hits.filter((hit) => hit.key.startsWith("c:")).map((hit) => hit.at));
  return words.some(
    (word, at) => HIRED.has(word.stem) && !described.has(at + 1) && mentionOf(words, at, 1) === "asked",
  );
}

/**
 * Asking how to get or find something: "how do i get it back", "where do we find a wholesaler",
 * "hoe kry ek …", "ngingayithola kanjani" (decision 0093, second noMatch round). Beside something no
 * solution does that the description names, the question is its request, though it stands a
 * sentence away ("my number got banned … how do i get it back?").
 */
const HOW_TO_GET =
  `how do i get, how do we get, how can i get, how can we get, where do i get, where do we get,
  where can i get, where can we get, where do i find, where do we find, where can i find, where can we find,
  hoe kry ek, hoe kry ons, waar kry ek, waar kry ons, ngingayithola kanjani, ngingathola kanjani,
  singayithola kanjani, singathola kanjani`
    .split(",")
    .map((question) => question.trim().split(/\s+/));

/** What the question may ask for instead of naming the thing: "how do i get it back". */
const ASKED_FOR_IT = new Set(["it", "them", "one", "dit", "hulle", "een"]);
/** How far after the question the thing may stand (or begin inside it: "find a wholesaler"). */
const ASKED_WITHIN = 4;

/**
 * The description asks how to get or find the thing no solution does that stands at one of
 * `outsideAt`, or "it": not one's own ("how do we get our church group to see our posts" asks for
 * followers), nor anything else ("how do i get more customers" beside a named loan). The isiZulu
 * questions carry their object in the verb (ngingayithola: can I get it), so stand alone.
 */
export function asksHowToGet(words: readonly Word[], outsideAt: readonly number[]): boolean {
  const folded = words.map((word) => word.folded);
  return folded.some((_, at) =>
    HOW_TO_GET.some((question) => {
      if (!question.every((word, i) => folded[at + i] === word)) return false;
      if (question.length <= 2) return true;
      const after = at + question.length;
      if (ASKED_FOR_IT.has(folded[after] ?? "")) return true;
      return outsideAt.some(
        (thing) => thing >= at && thing <= after + ASKED_WITHIN && !OWN_BEFORE.has(folded[thing - 1] ?? ""),
      );
    }),
  );
}

/** What paperwork is for, not asked for itself: a loan or a grant. */
const FOR_PAPERWORK = new Set(["c:funding"]);
const FOR = new Set(["for", "vir"]);
/** Asking for it: "applied for a loan", "vra vir n lening". */
const ASKING_FOR = new Set(["ask", "asking", "asked", "applied", "vra", "aansoek"]);
const ARTICLES = new Set(["a", "an", "n", "the", "die", "my", "our", "ons"]);

/**
 * `hit` is what something the description names is for: "the bank wants financial statements for
 * a loan", "finansiele state … he vir n lening" (decision 0093, ninth round). Only a loan or a
 * grant, after "for" with a concept of the lexicon among the words before it; not "looking for a
 * loan" (a request), nor "turned me down for a loan" (nothing named it is for).
 */
export function paperworkFor(words: readonly Word[], hits: readonly Hit[], hit: Hit): boolean {
  if (!FOR_PAPERWORK.has(hit.key)) return false;
  let at = hit.at - 1;
  while (at >= 0 && ARTICLES.has(words[at]?.folded ?? "")) at--;
  if (!FOR.has(words[at]?.folded ?? "")) return false;
  const asker = words[at - 1]?.folded ?? "";
  if (ASKING_BEFORE.has(asker) || ASKING_FOR.has(asker)) return false;
  const from = Math.max(0, at - BEFORE);
  return hits.some(
    (other) => other.key.startsWith("c:") && !namesOutside(other.key) && other.at >= from && other.at < at,
  );
}
