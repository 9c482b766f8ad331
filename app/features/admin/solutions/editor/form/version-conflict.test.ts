import { describe, expect, it } from "vitest";
import { newSolutionDefaults, type Solution } from "#domain/content/solution";
import type { SolutionForm } from "./solution-form";
import { changedFields, mergeSolution } from "./version-conflict";

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

  it("shows lists of records, steps and the chart as words, never JSON", () => {
    const { media: _media, ...form } = stored;
    const mine = {
      ...form,
      features: [{ title: "Fast", description: "Quick replies" }],
      implementationSteps: [
        { id: 1, title: "Connect", description: "Link WhatsApp", iconName: "CogIcon" as const },
      ],
    };
    const [features, steps] = changedFields(mine, stored);
    expect(features).toMatchObject({ label: "Features", mine: "Fast: Quick replies" });
    expect(steps).toMatchObject({ label: "Implementation Steps", mine: "1. Connect: Link WhatsApp" });
    const chart = changedFields({ ...form, animation: { ...form.animation, edges: [] } }, stored)[0];
    expect(chart?.stored).toMatch(/^Nodes: .+\nConnections: .+ → /);
    expect(chart?.mine).toMatch(/Connections: none$/);
  });
});

describe("mergeSolution", () => {
  const { media: _media, ...opened } = { ...stored, pricing: { upfront: "R1,000", monthly: "" } };

  it("merges another admin's tagline with my upfront price, asking nothing (issue 46's Sipho and Naledi)", () => {
    const mine = { ...opened, pricing: { upfront: "R1,500", monthly: "" } };
    const merge = mergeSolution(opened, mine, { ...stored, tagline: "Answers every customer" });
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged).toEqual({ ...mine, tagline: "Answers every customer" });
  });

  it("asks for a price both changed, labelled and as words, and saves the side picked", () => {
    const mine = { ...opened, title: "Mine", pricing: { upfront: "R1,500", monthly: "" } };
    const merge = mergeSolution(opened, mine, { ...stored, pricing: { upfront: "R900" } });
    expect(merge.conflicts).toEqual([
      { field: "pricing\u0000upfront", label: "Pricing · Upfront", mine: "R1,500", stored: "R900" },
    ]);
    const picked = merge.resolve(merge.merged, new Map([["pricing\u0000upfront", "stored"]]));
    expect(picked).toEqual({ ...mine, pricing: { upfront: "R900", monthly: "" } });
  });

  it("keeps the chart whole: my nodes and their connections are one conflict", () => {
    const nodes = opened.animation.nodes.map((node) => ({ ...node, label: `${node.label}!` }));
    const mine = { ...opened, animation: { ...opened.animation, nodes } };
    const theirs = { ...stored, animation: { ...opened.animation, edges: [] } };
    expect(mergeSolution(opened, mine, theirs).conflicts.map((conflict) => conflict.label)).toEqual([
      "Animation",
    ]);
  });
});
