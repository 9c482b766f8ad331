import { describe, expect, it } from "vitest";
import { conflictKey, type MergePick, readableText, threeWayMerge, withPicks } from "./three-way-merge";

const opened = {
  title: "Helper",
  tagline: "Replies for you",
  challenges: ["Inefficiencies"],
  pricing: { upfront: "R1,000", monthly: "R200" },
};

const picks = (entries: [string[], MergePick][]) =>
  new Map(entries.map(([path, pick]) => [conflictKey({ path, mine: null, stored: null }), pick]));

describe("threeWayMerge", () => {
  it("takes what only the other admin changed and keeps what only I changed, without a conflict", () => {
    const mine = { ...opened, pricing: { ...opened.pricing, upfront: "R1,500" } };
    const stored = { ...opened, tagline: "Answers every customer" };
    expect(threeWayMerge(opened, mine, stored)).toEqual({
      value: {
        ...opened,
        tagline: "Answers every customer",
        pricing: { upfront: "R1,500", monthly: "R200" },
      },
      conflicts: [],
    });
  });

  it("merges the parts of a nested record apart: my upfront price and their monthly one", () => {
    const mine = { ...opened, pricing: { upfront: "R1,500", monthly: "R200" } };
    const stored = { ...opened, pricing: { upfront: "R1,000", monthly: "R250" } };
    const merged = threeWayMerge(opened, mine, stored);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value.pricing).toEqual({ upfront: "R1,500", monthly: "R250" });
  });

  it("asks only for the part both changed to different values, deep in a nested record", () => {
    const mine = { ...opened, title: "Mine", pricing: { upfront: "R1,500", monthly: "R200" } };
    const stored = { ...opened, tagline: "Theirs", pricing: { upfront: "R900", monthly: "R250" } };
    const merged = threeWayMerge(opened, mine, stored);
    expect(merged.conflicts).toEqual([{ path: ["pricing", "upfront"], mine: "R1,500", stored: "R900" }]);
    expect(merged.value).toEqual({
      title: "Mine",
      tagline: "Theirs",
      challenges: ["Inefficiencies"],
      pricing: { upfront: "R1,500", monthly: "R250" },
    });
  });

  it("takes a field both changed to the same value without asking", () => {
    const changed = { ...opened, title: "Same", challenges: ["Inefficiencies", "High Costs"] };
    expect(threeWayMerge(opened, { ...changed }, { ...changed }).conflicts).toEqual([]);
  });

  it("treats a list as one value: two different edits of it are one conflict, not a mix", () => {
    const mine = { ...opened, challenges: ["Inefficiencies", "High Costs"] };
    const stored = { ...opened, challenges: [] };
    expect(threeWayMerge(opened, mine, stored).conflicts).toEqual([
      { path: ["challenges"], mine: ["Inefficiencies", "High Costs"], stored: [] },
    ]);
    // One side's list edit alone is taken whole.
    expect(threeWayMerge(opened, opened, stored).value.challenges).toEqual([]);
  });

  it("keeps a part named whole as one value", () => {
    const mine = { ...opened, pricing: { upfront: "R1,500", monthly: "R200" } };
    const stored = { ...opened, pricing: { upfront: "R1,000", monthly: "R250" } };
    const merged = threeWayMerge(opened, mine, stored, ([field]) => field === "pricing");
    expect(merged.conflicts.map((conflict) => conflict.path)).toEqual([["pricing"]]);
  });

  it("takes a key one side added or removed, and ignores the order of keys", () => {
    const { tagline: _gone, ...withoutTagline } = opened;
    const mine = { ...opened, status: "draft" };
    const reordered = { ...withoutTagline, pricing: { monthly: "R200", upfront: "R1,000" } };
    const merged = threeWayMerge<Record<string, unknown>>(opened, mine, reordered);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value).toEqual({ ...withoutTagline, status: "draft" });
  });

  it("asks for every part that differs when the opened record is not known", () => {
    const mine = { ...opened, title: "Mine" };
    const stored = { ...opened, pricing: { upfront: "R900", monthly: "R200" } };
    expect(threeWayMerge(null, mine, stored).conflicts).toEqual([
      { path: ["title"], mine: "Mine", stored: "Helper" },
      { path: ["pricing", "upfront"], mine: "R1,000", stored: "R900" },
    ]);
  });
});

describe("withPicks", () => {
  const mine = { ...opened, title: "Mine", pricing: { upfront: "R1,500", monthly: "R200" } };
  const stored = { ...opened, title: "Theirs", pricing: { upfront: "R900", monthly: "R200" } };
  const merged = threeWayMerge(opened, mine, stored);

  it("puts the stored side where it was picked and keeps mine elsewhere", () => {
    const chosen = withPicks(
      merged,
      picks([
        [["title"], "stored"],
        [["pricing", "upfront"], "mine"],
      ]),
    );
    expect(chosen).toEqual({ ...opened, title: "Theirs", pricing: { upfront: "R1,500", monthly: "R200" } });
  });

  it("removes a key where the picked side has none", () => {
    const withStatus = threeWayMerge<Record<string, unknown>>(
      opened,
      { ...opened, status: "draft" },
      {
        ...opened,
        status: "published",
      },
    );
    expect(withPicks(withStatus, picks([[["status"], "stored"]])).status).toBe("published");
    const removed = threeWayMerge<Record<string, unknown>>({ ...opened, status: "draft" }, opened, {
      ...opened,
      status: "published",
    });
    expect("status" in withPicks(removed, picks([[["status"], "mine"]]))).toBe(false);
  });
});

describe("readableText", () => {
  it("reads pricing, lists of texts and lists of records as words, never JSON", () => {
    expect(readableText({ upfront: "R1,000", monthly: "R200" })).toBe("Upfront: R1,000\nMonthly: R200");
    expect(readableText(["Retail", "Hospitality"])).toBe("Retail, Hospitality");
    expect(
      readableText([
        { title: "Fast", description: "Quick replies" },
        { title: "Kind", description: "" },
      ]),
    ).toBe("Fast: Quick replies\nKind");
    expect(readableText(true)).toBe("Yes");
    expect(readableText(undefined)).toBe("");
  });
});
