import { describe, expect, it } from "vitest";
import { changedTexts, mergeTexts, textEntries, withTextAt } from "./content-fields";

const record = {
  hero: { headline: "Old headline", text: "Hero text" },
  hurdles: { title: "Hurdles", cards: [{ title: "One", text: "First" }] },
  expertise: { points: ["Point A", "Point B"] },
};

describe("the texts of a content record", () => {
  it("finds every text with a label a person can read", () => {
    const entries = textEntries(record);
    expect(entries.map(({ path, section, label }) => [path, section, label])).toEqual([
      ["hero.headline", "Hero", "Headline"],
      ["hero.text", "Hero", "Text"],
      ["hurdles.title", "Hurdles", "Title"],
      ["hurdles.cards.0.title", "Hurdles", "Card 1 · Title"],
      ["hurdles.cards.0.text", "Hurdles", "Card 1 · Text"],
      ["expertise.points.0", "Expertise", "Point 1"],
      ["expertise.points.1", "Expertise", "Point 2"],
    ]);
  });

  it("replaces one text and leaves the rest as it was", () => {
    const changed = withTextAt(record, "hurdles.cards.0.text", "Changed");
    expect(changed.hurdles.cards[0]).toEqual({ title: "One", text: "Changed" });
    expect(withTextAt(record, "expertise.points.1", "B2").expertise.points).toEqual(["Point A", "B2"]);
    expect(changed.hero).toBe(record.hero);
    expect(record.hurdles.cards[0]?.text).toBe("First");
  });

  it("names the texts that differ from what is stored", () => {
    const mine = withTextAt(record, "hero.headline", "New headline");
    expect(changedTexts(mine, record)).toEqual([
      { field: "hero.headline", label: "Hero · Headline", mine: "New headline", stored: "Old headline" },
    ]);
    expect(changedTexts(record, record)).toEqual([]);
  });
});

describe("merging two admins' words", () => {
  it("takes each text from the side that changed it, a card's text included, asking nothing", () => {
    const mine = withTextAt(record, "hurdles.cards.0.text", "My card");
    const stored = withTextAt(record, "hero.headline", "Their headline");
    const merge = mergeTexts(record, mine, stored);
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged).toEqual(withTextAt(stored, "hurdles.cards.0.text", "My card"));
  });

  it("asks only for a text both changed differently, and writes the side picked into the form", () => {
    const mine = withTextAt(withTextAt(record, "hero.headline", "Mine"), "expertise.points.0", "Same");
    const stored = withTextAt(withTextAt(record, "hero.headline", "Theirs"), "expertise.points.0", "Same");
    const merge = mergeTexts(record, mine, stored);
    expect(merge.conflicts).toEqual([
      { field: "hero.headline", label: "Hero · Headline", mine: "Mine", stored: "Theirs" },
    ]);
    const typedSince = withTextAt(merge.merged, "hero.text", "Typed while choosing");
    const picked = merge.resolve(typedSince, new Map([["hero.headline", "stored"]]));
    expect(picked.hero).toEqual({ headline: "Theirs", text: "Typed while choosing" });
    expect(merge.resolve(typedSince, new Map()).hero.headline).toBe("Mine");
  });
});
