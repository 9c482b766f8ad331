import { describe, expect, it } from "vitest";
import { newSolutionForm } from "./solution-form";
import { generateSolutionJson, INVALID_JSON, MISSING_FIELDS, parseSolutionJson } from "./solution-json";

describe("generateSolutionJson", () => {
  it("renumbers step ids 1..n and indents by two spaces", () => {
    const form = newSolutionForm();
    form.implementationSteps = [
      { id: 7, title: "A", description: "", iconName: "CogIcon" },
      { id: 3, title: "B", description: "", iconName: "ChatIcon" },
    ];
    const json = generateSolutionJson(form);
    expect(JSON.parse(json).implementationSteps.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect(json).toContain('\n  "id": ""');
  });
});

describe("parseSolutionJson", () => {
  it("rejects text that is not JSON", () => {
    expect(parseSolutionJson("{nope")).toEqual({ error: INVALID_JSON });
    expect(parseSolutionJson("[1]")).toEqual({ error: INVALID_JSON });
  });

  it("requires id and title", () => {
    expect(parseSolutionJson('{"title": "T"}')).toEqual({ error: MISSING_FIELDS });
    expect(parseSolutionJson('{"id": "t", "title": ""}')).toEqual({ error: MISSING_FIELDS });
  });

  it("replaces the whole form with the parsed solution", () => {
    const result = parseSolutionJson(
      JSON.stringify({
        id: "bot",
        title: "Bot",
        tagline: "Talks",
        description: "D",
        tier: "gold",
        icon: "ChatIcon",
        challenges: ["Inefficiencies", "Not a challenge"],
        sectors: ["Retail"],
        features: [{ title: "F", description: "FD" }],
        animation: {
          nodes: [
            { id: "a", label: "A", type: "input", x: "12.5", y: "oops" },
            { id: "b", label: "B", type: "weird", x: 5, y: 6 },
          ],
          edges: [{ from: "a", to: "b" }],
        },
        implementationSteps: [{ id: 9, title: "S", description: "SD", iconName: "MailIcon" }],
        timeline: "2 weeks",
        pricing: { upfront: "R1", monthly: "R2" },
      }),
    );
    if (!("form" in result)) throw new Error(result.error);
    const { form } = result;
    expect(form.tier).toBe("gold");
    expect(form.challenges).toEqual(["Inefficiencies"]);
    expect(form.animation.nodes).toEqual([
      { id: "a", label: "A", type: "input", x: 12, y: 0 },
      { id: "b", label: "B", type: "process", x: 5, y: 6 },
    ]);
    expect(form.implementationSteps).toEqual([
      { id: 1, title: "S", description: "SD", iconName: "MailIcon" },
    ]);
    expect(form.pricing).toEqual({ upfront: "R1", monthly: "R2" });
    expect(result.filled).toEqual([]);
  });

  it("fills what is below SPEC §5's minimums from a new solution, and names it", () => {
    const result = parseSolutionJson(
      JSON.stringify({
        id: "bare",
        title: "Bare",
        tagline: "T",
        description: "D",
        pricing: { upfront: "R1" },
      }),
    );
    if (!("form" in result)) throw new Error(result.error);
    const fresh = newSolutionForm();
    expect(result.form.features).toEqual(fresh.features);
    expect(result.form.implementationSteps).toEqual(fresh.implementationSteps);
    expect(result.form.animation).toEqual(fresh.animation);
    expect(result.filled).toEqual(["Features", "Implementation Steps", "Animation Nodes"]);
  });

  it("replaces a one-node chart whole, so no connection points at a missing node", () => {
    const result = parseSolutionJson(
      JSON.stringify({
        id: "one",
        title: "One",
        animation: {
          nodes: [{ id: "a", label: "A", type: "input", x: 0, y: 0 }],
          edges: [{ from: "a", to: "b" }],
        },
      }),
    );
    if (!("form" in result)) throw new Error(result.error);
    expect(result.form.animation).toEqual(newSolutionForm().animation);
  });
});
