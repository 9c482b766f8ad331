import { describe, expect, it } from "vitest";
import { newSolutionDefaults, type Solution } from "#domain/solution";
import type { SolutionForm } from "./solution-form";
import { changedFields } from "./version-conflict";

const stored: Solution = {
  ...newSolutionDefaults(),
  id: "helper",
  title: "Helper",
  challenges: ["Inefficiencies"],
  pricing: { upfront: "R1,000" },
  media: { type: "image", url: "/uploads/a.png", fileName: "a.png" },
};

describe("changedFields", () => {
  it("finds nothing when the form holds what is stored (media is not part of the form)", () => {
    const { media: _media, ...form } = stored;
    expect(changedFields({ ...form, pricing: { upfront: "R1,000", monthly: "" } }, stored)).toEqual([]);
  });

  it("names each differing field with both values, in form order", () => {
    const { media: _media, ...form } = stored;
    const mine: SolutionForm = {
      ...form,
      title: "My helper",
      challenges: ["Inefficiencies", "Limited Market Reach"],
    };
    expect(changedFields(mine, { ...stored, tier: "gold" })).toEqual([
      { field: "title", label: "Title", mine: "My helper", stored: "Helper" },
      {
        field: "challenges",
        label: "Challenges",
        mine: "Inefficiencies, Limited Market Reach",
        stored: "Inefficiencies",
      },
      { field: "tier", label: "Tier", mine: "bronze", stored: "gold" },
    ]);
  });

  it("shows lists of objects as indented JSON", () => {
    const { media: _media, ...form } = stored;
    const mine = { ...form, features: [{ title: "Fast", description: "Quick replies" }] };
    const [difference] = changedFields(mine, stored);
    expect(difference?.label).toBe("Features");
    expect(difference?.mine).toContain('\n  {\n    "title": "Fast"');
  });
});
