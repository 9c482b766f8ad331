import type { Animation } from "./solution-form";

// SPEC §9 flowchart constants, shared by the editor's live preview.
export const NODE_RADIUS = 25;
export const Y_SCALE = 1.8;
const DEFAULT_VIEW = { width: 600, height: 450 };
const PADDING = 50;

export interface Point {
  x: number;
  y: number;
}

/** Where a node is drawn: x as given, y stretched by 1.8. */
export const nodeCentre = (node: { x: number; y: number }): Point => ({ x: node.x, y: node.y * Y_SCALE });

/** The default 600x450 view, grown to fit every node with 50 of padding. */
export function flowchartViewBox(animation: Animation): string {
  let minX = 0;
  let minY = 0;
  let maxX = DEFAULT_VIEW.width;
  let maxY = DEFAULT_VIEW.height;
  for (const node of animation.nodes) {
    const { x, y } = nodeCentre(node);
    minX = Math.min(minX, x - NODE_RADIUS - PADDING);
    minY = Math.min(minY, y - NODE_RADIUS - PADDING);
    maxX = Math.max(maxX, x + NODE_RADIUS + PADDING);
    maxY = Math.max(maxY, y + NODE_RADIUS + PADDING);
  }
  return `${minX} ${minY} ${maxX - minX} ${maxY - minY}`;
}

/** A right-angle path: across to the midpoint, down or up, then across to the target. */
export function edgePath(from: Point, to: Point): string {
  const midX = (from.x + to.x) / 2;
  return `M ${from.x} ${from.y} H ${midX} V ${to.y} H ${to.x}`;
}
