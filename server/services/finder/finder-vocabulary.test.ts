import { describe, expect, it } from "vitest";
import { LEXICON, OUTSIDE_CONCEPTS } from "./finder-lexicon";
import { namesOutside, readHits, spellingIndex } from "./finder-vocabulary";
import { readWords } from "./finder-words";

// How the finder reads single words (decisions 0085, 0093): the keys a word counts under, and
// how surely.

const keysOf = (text: string) => readHits(text).map((hit) => hit.key);

describe("a word of the catalogue's that the lexicon lacks", () => {
  const spelling = spellingIndex(["sentiment"]);

  it("counts fully when written as the catalogue has it", () => {
    expect(readHits("sentiments", spelling)).toEqual([
      { key: "t:sentiment", surface: "sentiments", quality: 1, at: 0, span: 1 },
    ]);
  });

  it("counts less when it is a near spelling of it", () => {
    const [hit] = readHits("sentimant", spelling);
    expect(hit?.key).toBe("t:sentiment");
    expect(hit?.quality).toBeLessThan(1);
  });
});

describe("a word that only looks like another", () => {
  const spelling = spellingIndex([]);

  it("reads a short word one letter from a lexicon word as itself", () => {
    expect(readHits("chairs and tables", spelling).map((hit) => hit.key)).not.toContain(
      readHits("chain")[0]?.key,
    );
    expect(readHits("stcok", spelling)[0]?.key).toBe(readHits("stock")[0]?.key);
  });

  it("reads the lexicon's longer phrases", () => {
    expect(keysOf("customers ask where is my order")).toContain(keysOf("delivery")[0]);
  });

  it("reads Afrikaans 'vat' beside a pronoun as the verb, not as VAT", () => {
    const vat = readHits("VAT")[0]?.key;
    expect(readHits("ek vat die kontant bank toe").map((hit) => hit.key)).not.toContain(vat);
    expect(readHits("hulle vat alles").map((hit) => hit.key)).not.toContain(vat);
    expect(readHits("ek moet VAT betaal").map((hit) => hit.key)).toContain(vat);
    expect(readHits("die vat is te hoog").map((hit) => hit.key)).toContain(vat);
  });

  it("keeps what no solution does apart from every other concept", () => {
    // A word of both would raise the bar for the problem it also names: "policy" had been "police".
    const concepts = new Map<string, string[]>();
    for (const [concept, entries] of Object.entries(LEXICON))
      for (const entry of entries.split(",").map((text) => text.trim()))
        if (!entry.startsWith("~")) {
          const stems = readWords(entry)
            .map((word) => word.stem)
            .join(" ");
          concepts.set(stems, [...new Set([...(concepts.get(stems) ?? []), concept])]);
        }
    const shared = [...concepts].filter(
      ([, held]) => held.length > 1 && held.some((concept) => OUTSIDE_CONCEPTS.has(concept)),
    );
    expect(shared).toEqual([]);
    expect(keysOf("we need a privacy policy")).not.toContain(keysOf("police station")[0]);
  });

  it("reads only a concept as what no solution does, not a catalogue word spelt as its name", () => {
    expect(namesOutside(keysOf("i need a loan")[0] ?? "")).toBe(true);
    // "professional" is in the catalogue (Professional Services) and names an outside concept.
    expect(keysOf("professional")).toEqual(["t:professional"]);
    expect(namesOutside("t:professional")).toBe(false);
  });

  it("reads Afrikaans 'reg' (right) as no regulation", () => {
    expect(keysOf("hoe weet ek of my pryse reg is")).not.toContain(keysOf("regulations")[0]);
    expect(keysOf("the new regs scare me")).toContain(keysOf("regulations")[0]);
  });
});

describe("word forms", () => {
  it.each([
    ["voorrade", "voorraad"],
    ["pryslyste", "pryslys"],
    ["ouditeure", "ouditeur"],
    ["strokies", "strokie"],
    ["kwitansies", "kwitansie"],
    ["slippe", "slip"],
    ["opgevolg", "opvolg"],
    ["teruggebel", "terugbel"],
    ["oorgetik", "oortik"],
    ["amainvoice", "invoice"],
    ["yama-order", "order"],
    ["ngiyaposta", "post"],
    ["orderiwe", "order"],
    ["kuma-receipts", "receipt"],
    // 7 Dec 2026: isiZulu past and negative subjects, objects, endings other than -a, SMS prefixes.
    ["bengiposta", "post"],
    ["ngiyaziposta", "post"],
    ["ukubalandela", "follow up"],
    ["kuvule", "vula"],
    ["ngyaposta", "post"],
    ["replied", "reply"],
    ["msging", "message"],
    // isiZulu subjects of other noun classes: "zi-bola" (they rot).
    ["zibola", "bola"],
  ])("reads %s as %s", (form, base) => {
    expect(keysOf(form)).toEqual(keysOf(base));
    expect(keysOf(base)[0]).toMatch(/^c:/);
  });

  it("joins an Afrikaans verb to its particle at the end of the clause", () => {
    expect(keysOf("ek tik elke bestelling oor")).toContain(keysOf("oortik")[0]);
    expect(keysOf("ek volg hulle nooit op nie")).toContain(keysOf("opvolg")[0]);
    // Not by English words: "voice notes in" is no invoice.
    expect(keysOf("they send voice notes in the group")).not.toContain(keysOf("invoice")[0]);
  });

  it("reads Afrikaans and isiZulu words as the English the catalogue is written in", () => {
    expect(keysOf("maandelikse verslag")).toEqual(keysOf("monthly report"));
    expect(keysOf("ekupheleni kwenyanga")).toEqual(keysOf("month end"));
    expect(keysOf("duurder as die ander winkels")).toContain(keysOf("competitor")[0]);
  });

  it("reads a word with an apostrophe as one, keeping it as typed for the reason line", () => {
    expect(keysOf("I can't keep up")).toEqual(keysOf("I cant keep up"));
    expect(readHits("can't keep up")[0]?.surface).toBe("can't keep up");
  });

  it("writes out chat shorthand", () => {
    expect(keysOf("whtsapp rcpts wknd")).toEqual(keysOf("whatsapp receipts weekend"));
    expect(keysOf("cant kip up wit msgs")).toEqual(keysOf("cant keep up with messages"));
  });

  it("does not read a common English word as an Afrikaans one", () => {
    expect(keysOf("it takes forever")).not.toContain("c:report");
    expect(keysOf("watter tak")).toContain("c:report");
    expect(keysOf("we win tenders")).not.toContain("c:cashflow");
    expect(keysOf("that is fine")).not.toContain("c:compliance");
    expect(keysOf("customers pay me late")).not.toContain("c:night");
    expect(keysOf("my fridge broke")).not.toContain("c:cashflow");
  });
});

describe("a word's other spellings", () => {
  it("reads two words written as one as the lexicon's phrase", () => {
    expect(keysOf("followups")).toEqual(keysOf("follow ups"));
    expect(keysOf("dataentry")).toEqual(keysOf("data entry"));
  });

  it("reads American spellings as British ones", () => {
    const stems = (text: string) => readWords(text).map((word) => word.stem);
    expect(stems("organize labor")).toEqual(stems("organise labour"));
  });
});
