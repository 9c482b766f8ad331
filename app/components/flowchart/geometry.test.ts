import { describe, expect, it } from "vitest";
import {
  edgePath,
  INITIAL_VIEW,
  labelFontUnits,
  labelLines,
  place,
  transformOf,
  viewBoxFor,
  ZOOM_STEP,
  zoomAt,
} from "./geometry";

const node = (id: string, x: number, y: number) => ({ id, label: id, type: "process", x, y });

describe("flowchart geometry", () => {
  it("stretches y by 1.8", () => {
    expect(place(node("a", 100, 100))).toEqual({ cx: 100, cy: 180 });
  });
  it("uses the 600 by 450 view box for small charts and grows for large ones", () => {
    expect(viewBoxFor([])).toEqual({ x: 0, y: 0, width: 600, height: 450 });
    const small = viewBoxFor([node("a", 100, 100), node("b", 300, 100)]);
    expect([small.width, small.height]).toEqual([600, 450]);
    expect(small.x + small.width / 2).toBe(200);
    const wide = viewBoxFor([node("a", 0, 0), node("b", 1000, 0)]);
    expect(wide.width).toBe(1000 + 2 * 75);
  });
  it("draws right-angle edges that stop at the target circle", () => {
    expect(edgePath({ cx: 0, cy: 0 }, { cx: 200, cy: 100 })).toBe("M 25 0 H 100 V 100 H 175");
    expect(edgePath({ cx: 0, cy: 0 }, { cx: 10, cy: 100 })).toBe("M 0 0 V 75");
  });
  it("zooms by 1.1 per step around a fixed point", () => {
    const zoomed = zoomAt(INITIAL_VIEW, ZOOM_STEP, 300, 225);
    expect(zoomed.scale).toBeCloseTo(1.1);
    // The fixed point stays where it was on screen.
    expect(300 * zoomed.scale + zoomed.x).toBeCloseTo(300);
    expect(transformOf(INITIAL_VIEW)).toBe("translate(0.00 0.00) scale(1.0000)");
  });
  it("wraps long labels at spaces and keeps short ones on one line", () => {
    expect(labelLines("Understand Question")).toEqual(["Understand", "Question"]);
    expect(labelLines("Known Answer?")).toEqual(["Known Answer?"]);
    expect(labelLines("  Extraordinarilylongword here ")).toEqual(["Extraordinarilylongword", "here"]);
    expect(labelLines("")).toEqual([]);
  });
  it("raises the label size so it never renders under 12 px", () => {
    expect(labelFontUnits(1.6)).toBe(13);
    expect(labelFontUnits(0.5) * 0.5).toBe(12);
  });
});
