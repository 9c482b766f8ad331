import { describe, expect, it } from "vitest";
import {
  addConnection,
  addNode,
  duplicateForm,
  duplicateNodeId,
  NEED_TWO_NODES,
  NODE_ID_REQUIRED,
  newSolutionForm,
  removeAt,
  removeNode,
  renameNode,
  toCoordinate,
  validateForm,
} from "./solution-form";

const animation = () => newSolutionForm().animation;

describe("new solution defaults (SPEC §3)", () => {
  it("has one feature, one step and Input → Process → Output", () => {
    const form = newSolutionForm();
    expect(form.features).toHaveLength(1);
    expect(form.implementationSteps).toHaveLength(1);
    expect(form.timeline).toBe("4-6 weeks");
    expect(form.tier).toBe("bronze");
    expect(form.icon).toBe("ChartBarIcon");
    expect(form.animation.nodes.map((n) => [n.label, n.type, n.x, n.y])).toEqual([
      ["Input", "input", 100, 100],
      ["Process", "process", 300, 100],
      ["Output", "output", 500, 100],
    ]);
    expect(form.animation.edges).toEqual([
      { from: "input", to: "process" },
      { from: "process", to: "output" },
    ]);
  });
});

describe("toCoordinate", () => {
  it("keeps whole numbers and gives 0 for anything that is not a number", () => {
    expect(toCoordinate("120")).toBe(120);
    expect(toCoordinate("12.7")).toBe(12);
    expect(toCoordinate("-40")).toBe(-40);
    expect(toCoordinate("")).toBe(0);
    expect(toCoordinate("abc")).toBe(0);
  });
});

describe("renameNode", () => {
  it("rewrites every connection that used the old id", () => {
    const result = renameNode(animation(), 1, " think ");
    if (!("animation" in result)) throw new Error(result.error);
    const renamed = result.animation;
    expect(renamed.nodes[1]?.id).toBe("think");
    expect(renamed.edges).toEqual([
      { from: "input", to: "think" },
      { from: "think", to: "output" },
    ]);
  });

  it("ignores an index that does not exist", () => {
    const start = animation();
    expect(renameNode(start, 9, "x")).toEqual({ animation: start });
  });

  it("refuses an id another node has, and a blank one", () => {
    expect(renameNode(animation(), 2, "input")).toEqual({ error: duplicateNodeId("input") });
    expect(renameNode(animation(), 2, "  ")).toEqual({ error: NODE_ID_REQUIRED });
  });

  it("accepts the node's own id unchanged", () => {
    expect(renameNode(animation(), 0, "input")).toEqual({ animation: animation() });
  });
});

describe("addNode", () => {
  it("adds node{count+1} labelled 'New Node', a process at x 300, y 100+100*count", () => {
    const added = addNode(animation());
    expect(added.nodes[3]).toEqual({ id: "node4", label: "New Node", type: "process", x: 300, y: 400 });
    expect(added.edges).toEqual(animation().edges);
  });

  it("never repeats an id that removals left behind", () => {
    const twice = addNode(addNode(animation()));
    const afterRemoval = addNode(removeNode(twice, 0));
    expect(afterRemoval.nodes.map((n) => n.id)).toEqual(["process", "output", "node4", "node5", "node6"]);
  });
});

describe("removeNode", () => {
  it("removes the node and every connection touching it", () => {
    const removed = removeNode(animation(), 1);
    expect(removed.nodes.map((n) => n.id)).toEqual(["input", "output"]);
    expect(removed.edges).toEqual([]);
  });

  it("refuses to go below two nodes", () => {
    const two = removeNode(animation(), 0);
    expect(removeNode(two, 0)).toBe(two);
  });
});

describe("addConnection", () => {
  it("links the first node to the second", () => {
    const result = addConnection(animation());
    expect("animation" in result && result.animation.edges.at(-1)).toEqual({ from: "input", to: "process" });
  });

  it("needs two nodes", () => {
    const lonely = { nodes: animation().nodes.slice(0, 1), edges: [] };
    expect(addConnection(lonely)).toEqual({ error: NEED_TWO_NODES });
  });
});

describe("removeAt", () => {
  it("removes an item but never below the minimum", () => {
    expect(removeAt(["a", "b"], 0, 1)).toEqual(["b"]);
    expect(removeAt(["a"], 0, 1)).toEqual(["a"]);
  });
});

describe("validateForm", () => {
  const filled = () => ({
    ...newSolutionForm(),
    id: "a",
    title: "A",
    features: [{ title: "F", description: "" }],
    implementationSteps: [{ id: 1, title: "S", description: "", iconName: "CogIcon" as const }],
    pricing: { upfront: "R1" },
  });

  it("reports each required field of SPEC §5 at its path, with the server's messages", () => {
    const form = { ...newSolutionForm(), timeline: " " };
    expect(validateForm(form, true)).toEqual({
      id: "ID is required",
      title: "Title is required",
      "features.0.title": "Feature title is required",
      "implementationSteps.0.title": "Step title is required",
      timeline: "Timeline is required",
      "pricing.upfront": "Upfront price is required",
    });
    expect(validateForm(filled(), true)).toEqual({});
  });

  it("leaves a stored solution's fixed id alone", () => {
    expect(validateForm({ ...filled(), id: "Legacy Id" }, false)).toEqual({});
    expect(validateForm({ ...filled(), id: "Not A Slug" }, true)).toEqual({
      id: "ID may contain only lowercase letters, digits and single hyphens",
    });
  });
});

describe("duplicateForm (issue 31)", () => {
  it("copies every field but names the copy, proposes a fresh id and makes it a draft", () => {
    const stored = {
      ...newSolutionForm(),
      id: "whatsapp-auto-reply",
      title: "WhatsApp Auto-Reply",
      tagline: "Answers at night",
      status: "published" as const,
      publishAt: "2026-12-01T08:00:00.000Z",
      media: { type: "image" as const, url: "/uploads/a.jpg", fileName: "a.jpg" },
    };
    const copy = duplicateForm(stored);
    expect(copy).toMatchObject({
      id: "whatsapp-auto-reply-copy",
      title: "Copy of WhatsApp Auto-Reply",
      tagline: "Answers at night",
      status: "draft",
    });
    expect(copy).not.toHaveProperty("publishAt");
    expect(copy).not.toHaveProperty("media");
  });
});
