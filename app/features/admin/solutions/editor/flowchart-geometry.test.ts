import { describe, expect, it } from "vitest";
import { edgePath, flowchartViewBox, nodeCentre } from "./flowchart-geometry";

describe("flowchart geometry", () => {
  it("stretches y by 1.8", () => {
    expect(nodeCentre({ x: 100, y: 100 })).toEqual({ x: 100, y: 180 });
  });

  it("uses the 600x450 view unless nodes fall outside it, then pads them by 50", () => {
    expect(
      flowchartViewBox({ nodes: [{ id: "a", label: "", type: "input", x: 100, y: 100 }], edges: [] }),
    ).toBe("0 0 600 450");
    expect(
      flowchartViewBox({ nodes: [{ id: "a", label: "", type: "input", x: 700, y: 300 }], edges: [] }),
    ).toBe("0 0 775 615");
  });

  it("draws right-angle edges", () => {
    expect(edgePath({ x: 0, y: 0 }, { x: 100, y: 50 })).toBe("M 0 0 H 50 V 50 H 100");
  });
});
