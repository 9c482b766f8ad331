// The other spellings a word may be the form of (decision 0093), tried only when the word
// itself is neither in the lexicon nor in the catalogue: Afrikaans plurals, diminutives and
// past participles ("kontrakte", "strokies", "opgevolg"), and isiZulu prefixes and verb endings
// on a loanword written as one word ("amainvoice", "ngiyaposta"). Rough on purpose: a form is
// only used when it meets a word the lexicon knows, so a wrong cut costs nothing.

/**
 * isiZulu prefixes, longest first: noun classes, their possessive and locative joins, verb
 * subjects, and (7 Dec 2026) their past, future and negative forms ("bebuza", "ngizo…", "angi…").
 */
const ZULU_PREFIXES = [
  "ngiya",
  "ngya",
  "bengi",
  "sengi",
  "ngizo",
  "angi",
  "besi",
  "beba",
  "sesi",
  "seba",
  "sizo",
  "bazo",
  "ngama",
  "kwama",
  "siya",
  "baya",
  "ziya",
  "kuma",
  "yama",
  "wama",
  "zama",
  "lama",
  "sama",
  "bama",
  "nama",
  "izin",
  "izim",
  "ezin",
  "ezim",
  "uku",
  "uzo",
  "awu",
  "aka",
  "asi",
  "awa",
  "aku",
  "azi",
  "ayi",
  "ama",
  "ema",
  "aba",
  "imi",
  "isi",
  "izi",
  "ezi",
  "ubu",
  "ulu",
  "kwe",
  "kwa",
  "nge",
  "nga",
  "ngo",
  "ngi",
  "uya",
  "iya",
  "aya",
  "ku",
  "zi",
  "ba",
  "li",
  "lu",
  "bu",
  "ya",
  "wa",
  "be",
  "ng",
  "um",
  "em",
  "en",
  "si",
  "i",
  "u",
  "e",
  "o",
];

/** An object a verb takes after its subject: "ngiya-zi-posta", "uku-ba-landela". */
const ZULU_OBJECTS = ["ngi", "ba", "zi", "yi", "li", "si", "wa", "ku", "mu", "wu", "lu", "bu"];

/** What an isiZulu verb adds to a loanword: "posta", "oda", "orderiwe", "printile". */
const ZULU_VERB_ENDINGS = ["iwe", "ile", "wa", "a"];

// Afrikaans endings, longest first: diminutives (strokie, slippies), plurals (kontrakte,
// fakture, werkers), and the -s of "die kliënt se…" glued on by SMS spelling.
const AFRIKAANS_ENDINGS = ["etjies", "etjie", "tjies", "tjie", "jies", "jie", "te", "ens", "e", "s"];

/**
 * The particles an Afrikaans verb leaves at the end of its clause: "ek tik dit oor" is
 * "oortik", "ek volg hulle nie op nie" is "opvolg". Not "in", "toe" or "om", which English
 * uses too: "voice notes in" is no "invoice".
 */
export const SPLIT_PARTICLES = new Set(["op", "af", "uit", "terug", "oor", "aan", "weg", "by"]);

/** A particle an Afrikaans verb splits from, before its ge-: "op-ge-volg", "terug-ge-bel". */
const PARTICIPLE = /^(op|af|in|uit|terug|oor|aan|weg|toe|om|by)?ge(\p{L}{3,})$/u;

const SHORTEST_BASE = 3;

/** A closed syllable's vowel written long again, as the singular has it: fakture → faktuur, sertifikate → sertifikaat. */
function longVowel(base: string): string | undefined {
  const closed = /(?<=[^aeiou])([aeou])([^aeiouy])$/.exec(base);
  return closed ? `${base.slice(0, closed.index)}${closed[1]}${closed[1]}${closed[2]}` : undefined;
}

function afrikaansBases(word: string): string[] {
  const bases: string[] = [];
  const participle = PARTICIPLE.exec(word);
  if (participle) bases.push(`${participle[1] ?? ""}${participle[2]}`);
  for (const ending of AFRIKAANS_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < SHORTEST_BASE) continue;
    const base = word.slice(0, -ending.length);
    bases.push(base);
    const long = longVowel(base);
    if (long) bases.push(long);
  }
  return bases;
}

/** The loanword inside an isiZulu word, with and without a verb's ending. */
function zuluBases(word: string): string[] {
  const bases: string[] = [];
  for (const prefix of ZULU_PREFIXES) {
    if (!word.startsWith(prefix) || word.length - prefix.length < SHORTEST_BASE) continue;
    const base = word.slice(prefix.length);
    bases.push(base);
    for (const object of ZULU_OBJECTS)
      if (base.startsWith(object) && base.length - object.length >= SHORTEST_BASE + 1)
        bases.push(base.slice(object.length));
  }
  for (const base of [word, ...bases]) {
    for (const ending of ZULU_VERB_ENDINGS)
      if (base.endsWith(ending) && base.length - ending.length >= SHORTEST_BASE + 1)
        bases.push(base.slice(0, -ending.length));
    // A verb's perfect, negative and subjunctive end it otherwise than the -a the lexicon
    // writes: "kuvule", "vulile" → "vula", "angikhokhi" → "khokha".
    const other = /(?:ile|e|i)$/.exec(base);
    if (other && other.index >= SHORTEST_BASE) bases.push(`${base.slice(0, other.index)}a`);
  }
  return bases;
}

/**
 * The spellings `folded` may be a form of, surest first, without itself: each is then looked
 * up as a word would be. Nothing for a word too short to cut.
 */
export function baseForms(folded: string): string[] {
  if (folded.length <= SHORTEST_BASE + 1) return [];
  return [...new Set([...afrikaansBases(folded), ...zuluBases(folded)])].filter((base) => base !== folded);
}
