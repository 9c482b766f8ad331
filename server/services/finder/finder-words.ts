import { GLOSSARY } from "./finder-glossary";

// How the finder reads words (decision 0085): the same steps for a visitor's description and for
// a solution's text, so that both meet on the same keys. Accents are folded, SMS spellings
// written out, function words of English, Afrikaans and isiZulu dropped, and each word cut to
// a rough stem. No dictionary of any language is needed: the lexicon (finder-lexicon.ts) and each
// solution's "words customers use" carry the meaning.

/** One word of a text, where it stood, and its folded stem. */
export interface Word {
  /** As typed, for the reason line ("you mentioned …"). */
  readonly surface: string;
  /** Folded, SMS spelling written out, before stemming. */
  readonly folded: string;
  readonly stem: string;
  /** A function word: it may join a phrase ("run out of") but counts for nothing alone. */
  readonly stop: boolean;
}

/** Words this long are no word anyone types; they are read but never matched loosely. */
export const LONGEST_WORD = 30;

// Written-out SMS and chat spellings (after folding): what the owner meant.
const SMS: Record<string, string> = {
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  "2day": "today",
  "2nite": "night",
  tonite: "night",
  nite: "night",
  b4: "before",
  msg: "message",
  msgs: "messages",
  txt: "text",
  txts: "texts",
  pls: "please",
  plz: "please",
  ppl: "people",
  biz: "business",
  bizz: "business",
  thru: "through",
  l8: "late",
  l8r: "late",
  w8: "wait",
  gr8: "great",
  acc: "account",
  acct: "account",
  accs: "accounts",
  wats: "whatsapp",
  watsap: "whatsapp",
  wapp: "whatsapp",
  whatsup: "whatsapp",
  wasap: "whatsapp",
  fb: "facebook",
  ig: "instagram",
  insta: "instagram",
  // Chat shorthand (decision 0093). Only spellings that are no word of their own: "mr" stays,
  // or "Mr Price" would be lost.
  u: "you",
  r: "are",
  ur: "your",
  coz: "because",
  cos: "because",
  cuz: "because",
  bcoz: "because",
  bcos: "because",
  cnt: "cant",
  dnt: "dont",
  wnt: "want",
  wana: "want",
  wanna: "want",
  gonna: "going",
  dunno: "dont know",
  idk: "dont know",
  evry: "every",
  tym: "time",
  wknd: "weekend",
  wkend: "weekend",
  nyt: "night",
  "2nyt": "night",
  mnth: "month",
  qs: "questions",
  whtsapp: "whatsapp",
  whtsap: "whatsapp",
  wtsp: "whatsapp",
  wtsap: "whatsapp",
  watsup: "whatsapp",
  rcpt: "receipt",
  rcpts: "receipts",
  inv: "invoice",
  invs: "invoices",
  pymnt: "payment",
  pymnts: "payments",
  pmt: "payment",
  cust: "customer",
  custs: "customers",
  custmrs: "customers",
  clnts: "clients",
  fone: "phone",
  phn: "phone",
  ordr: "order",
  ordrs: "orders",
  stk: "stock",
  accnt: "account",
  accntnt: "accountant",
  bkkpr: "bookkeeper",
  mngr: "manager",
  pix: "pictures",
  pics: "pictures",
  mny: "money",
  wt: "wat",
  kip: "keep",
  foreva: "forever",
  enuf: "enough",
  enuff: "enough",
  neva: "never",
  wich: "which",
  asb: "asseblief",
  wiet: "weet",
  // Chat spellings of function words (7 Dec 2026): written out, they are dropped as such
  // instead of counting as words of their own against a catalogue that happens to hold them.
  wen: "when",
  wer: "where",
  hw: "how",
  hv: "have",
  bt: "but",
  nw: "now",
  abt: "about",
  cn: "can",
  shud: "should",
  wud: "would",
  cud: "could",
  dem: "them",
  dey: "they",
  der: "there",
  wit: "with",
  tht: "that",
  dat: "that",
  da: "the",
  alot: "lot",
  sum: "some",
  sumthing: "something",
  smthng: "something",
  nuthing: "nothing",
  evrything: "everything",
  sumtimes: "sometimes",
  bcz: "because",
  becoz: "because",
  bcs: "because",
  gona: "going",
  ma: "maar",
  wl: "wil",
  vr: "vir",
  dt: "dit",
  ws: "was",
};

// Words that say nothing about the problem, in the three languages, as folded. Kept short on
// purpose: a word wrongly here is lost, a word wrongly absent only weighs little.
const STOP_WORDS = new Set(
  `a about after again all also am an and any are as at be because been before being but by can cant
  could day days did do does doesnt dont each even every for from get gets getting go going got had has
  have having he her here him his how i if im in into is it its ive just keep keeps know like lot lots
  make makes me more most much my need needs no not now of off often on one only or other our out over
  please really so some someone something still such than that the their them then there these they
  thing things this those to too up us very want wants was way we well were what when where which while
  who why will with without would you your yours always never help problem problems issue issues
  business businesses company small shop store people person somebody sometimes every everything
  nothing many lekker sure ok okay hi hello guys tomorrow today yesterday week weeks month months year
  years time times good bad better best new old big little
  ek jy hy sy se ons hulle julle die n en of is was het nie ook vir van met op in by na om te dat wat
  wie hoe waar wanneer maar dan as so al nog net baie meer altyd nooit moet kan wil sal gaan kry
  my ons jou hul sy dit daar hier iets niks almal elke asseblief help probleem probleme besigheid
  besighede sake saak winkel mense mens dag dae week weke maand maande jaar jare tyd keer goed sleg
  nuwe ou groot klein ja nee nou eers weer toe want omdat sodat
  ngi ngiya ngifuna ngidinga ngicela sicela ukuthi uma futhi kodwa noma yini kakhulu lokho lokhu
  ami wami yami lami zami bami kwami sami lwami ethu wethu yethu lethu zethu bethu
  akho wakho yakho lakho zakho inkinga izinkinga ibhizinisi bhizinisi ibhizinisi amabhizinisi
  manje njalo ngoba la lapha kanjani kahle kanti yebo cha sawubona ama ma i u e o ku nge nga
  ka kwa yi wu si li zi ba aba imi ezi izi isi nami nawe naye thina nina bona mina wena
  ngempela impela khona kuyo kuye kubo kimi yimi ngiyabonga siyabonga
  ye ya yi we wa se sa ze za le lo bo ne na ngo kwe kuma yama nama ema wama zama lama sama bama
  ngama kwama um em abe ubu ulu ngu izin ezin uku nje yonke konke wonke sonke zonke ngaphambi
  emva ngemva eningi amaningi eminingi kaningi ukuze lapho ukuba
  alles word ander mos darem sommer seker regtig bietjie weet
  oor voor agter onder tussen sonder teen deur soek sien doen maak iemand niemand heeltyd klaar
  nodig staan alleen hoor dis hom haar wees gewees kom gee hierdie daardie watter hoekom
  soms partykeer eintlik nogal amper miskien ook asof self selfs hulle
  abantu umuntu angazi angikwazi ayikwazi akakwazi asikwazi abakwazi ngingakwazi ngiyazi ngiyakwazi ifuna ufuna bafuna abafuna sifuna
  efuna ini bonke bese isitolo izitolo esitolo ukubona lenza
  ngfuna ngdinga angaz ngyazi usizo kuphi ngizama ukuzama ngayo lena lowo leyo kuyo into uthi ngithi bathi kusho
  see use let may few full made said say tell told also back find kept left next via per anyone
  anything become already actually should within whether through themselves together instead
  around along straight honestly`.split(/\s+/),
);

/** Lower case, accents folded ("kliënte" → "kliente"). */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const VOWEL = /[aeiouy]/;

/**
 * Words whose rough stem would be another word's (decision 0093, ninth round): a bakkie is no
 * "bake", a booking no "books". They keep a stem of their own.
 */
const OWN_STEMS = new Map(
  Object.entries({ bakkie: ["bakkie", "bakkies"], booking: ["booking", "bookings"] }).flatMap(
    ([own, forms]) => forms.map((form) => [form, own] as const),
  ),
);

/**
 * A rough stem, the same for English and Afrikaans plurals, tenses and diminutives: enough to
 * meet "slippies" with "slip", "invoices" with "invoice", "kliente" with "klient". Applied
 * alike to the lexicon, the catalogue and the description, so it need not be right, only
 * consistent.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const kept = OWN_STEMS.get(word);
  if (kept) return kept;
  // American spellings meet British ones: "organize" is "organise", "labor" is "labour".
  let w = word
    .replace(/(?<=\p{L}{3})iz(e|es|ed|ing|ation|ations|er|ers)$/u, "is$1")
    .replace(/(?<=\p{L}{2}[bvl])or(s?)$/u, "our$1");
  // Afrikaans diminutives: kaartjie(s), hondjie, slippie(s), stukkie.
  const diminutive = /(?:jies?|(?<=([pk]))\1ies?)$/.exec(w);
  if (diminutive && w.length - diminutive[0].length >= 3) w = w.slice(0, diminutive.index);
  else if (/i(es|ed)$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
  // One -ie word, singular or plural, the same: "strokie" and "strokies", "kwitansie(s)".
  else if (w.endsWith("ie") && w.length > 4) w = `${w.slice(0, -2)}y`;
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  for (const ending of ["ing", "ed"]) {
    const rest = w.slice(0, -ending.length);
    if (w.endsWith(ending) && rest.length >= 3 && VOWEL.test(rest)) {
      w = rest;
      break;
    }
  }
  if (w.length > 3 && w.endsWith("y")) w = w.slice(0, -1);
  // A doubled last letter: "slipp" → "slip", "whatsapp" → "whatsap".
  if (w.length > 3 && w.at(-1) === w.at(-2)) w = w.slice(0, -1);
  return w;
}

// "can't", "don't", "i'm" are one word each, read as the stop words and phrases write them.
const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu;

// Each spelling is read once: a catalogue says the same words again and again, and folding and
// stemming every one anew made rebuilding the index for 200 solutions cost ~100 ms (decision
// 0085). Bounded, since a visitor's words pass here too: emptied when full.
const WORDS_KEPT = 20_000;
const readBefore = new Map<string, readonly Word[]>();

/** An SMS spelling with an English ending on it ("msging", "txted", "invs"): the word meant. */
function smsInflected(folded: string): string | undefined {
  const ending = /(?:ing|in|ed|d|s)$/.exec(folded);
  if (!ending || folded.length - ending[0].length < 2) return undefined;
  const meant = SMS[folded.slice(0, ending.index)];
  return meant && !meant.includes(" ") ? meant : undefined;
}

// By the word and by its stem, looked up by the word's stem: "maandelikse" is "maandeliks".
const GLOSSARY_FORMS = new Map(
  Object.entries(GLOSSARY).flatMap(([word, english]) => [
    [word, english],
    [stem(word), english],
  ]),
);

/** The word (or, for an SMS spelling or a glossary's word, words) that one spelling stands for. */
function readSpelling(surface: string): readonly Word[] {
  const known = readBefore.get(surface);
  if (known) return known;
  const folded = fold(surface).replace(/['’]/g, "");
  const meant = SMS[folded] ?? GLOSSARY_FORMS.get(stem(folded)) ?? smsInflected(folded);
  const words = (meant ? meant.split(" ") : [folded]).map((part) => {
    const word = part.length > LONGEST_WORD ? part.slice(0, LONGEST_WORD) : part;
    return { surface, folded: word, stem: stem(word), stop: STOP_WORDS.has(word) || word.length < 2 };
  });
  if (readBefore.size >= WORDS_KEPT) readBefore.clear();
  readBefore.set(surface, words);
  return words;
}

/** The words of `text`, each folded, SMS spellings written out and stemmed. */
export function readWords(text: string): Word[] {
  const words: Word[] = [];
  for (const [surface] of text.matchAll(WORD)) words.push(...readSpelling(surface));
  return words;
}
