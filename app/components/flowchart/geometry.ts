// SPEC §9 flowchart constants and the pure geometry behind the chart.

export const NODE_RADIUS = 25;
const Y_SCALE = 1.8;
const DEFAULT_VIEW = { width: 600, height: 450 };
const VIEW_PADDING = 50;
export const ZOOM_STEP = 1.1;
export const VIEWPORT_HEIGHT_PX = 450;
/** Label size in chart units, raised on a narrow screen so no label renders under 12 px. */
export const LABEL_FONT_UNITS = 13;
const MIN_LABEL_PX = 12;
/** Longer labels wrap, so the larger labels of a narrow screen do not run into each other. */
const LABEL_LINE_CHARS = 14;
const MIN_SCALE = 0.3;
const MAX_SCALE = 4;

export interface ChartNode {
  id: string;
  label: string;
  type: string;
  x: number;
  y: number;
}
export interface ChartEdge {
  from: string;
  to: string;
}
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Node position on the chart: x as stored, y stretched by 1.8. */
export const place = (node: ChartNode) => ({ cx: node.x, cy: node.y * Y_SCALE });

/**
 * The view box: every node (with its radius) plus 50 units of padding, never smaller than
 * the default 600 by 450, centred on the nodes.
 */
export function viewBoxFor(nodes: ChartNode[]): ViewBox {
  if (nodes.length === 0) return { x: 0, y: 0, ...DEFAULT_VIEW };
  const points = nodes.map(place);
  const margin = NODE_RADIUS + VIEW_PADDING;
  const minX = Math.min(...points.map((p) => p.cx)) - margin;
  const maxX = Math.max(...points.map((p) => p.cx)) + margin;
  const minY = Math.min(...points.map((p) => p.cy)) - margin;
  const maxY = Math.max(...points.map((p) => p.cy)) + margin;
  const width = Math.max(DEFAULT_VIEW.width, maxX - minX);
  const height = Math.max(DEFAULT_VIEW.height, maxY - minY);
  return {
    x: (minX + maxX) / 2 - width / 2,
    y: (minY + maxY) / 2 - height / 2,
    width,
    height,
  };
}

/**
 * A right-angle path between two node centres: horizontal, vertical, horizontal, with the
 * bend halfway. It ends on the edge of the target circle so an arrowhead stays visible.
 */
export function edgePath(from: { cx: number; cy: number }, to: { cx: number; cy: number }): string {
  const direction = to.cx >= from.cx ? 1 : -1;
  if (Math.abs(to.cx - from.cx) < NODE_RADIUS * 2) {
    const vertical = to.cy >= from.cy ? 1 : -1;
    return `M ${from.cx} ${from.cy} V ${to.cy - vertical * NODE_RADIUS}`;
  }
  const startX = from.cx + direction * NODE_RADIUS;
  const endX = to.cx - direction * NODE_RADIUS;
  const midX = (startX + endX) / 2;
  return `M ${startX} ${from.cy} H ${midX} V ${to.cy} H ${endX}`;
}

export interface View {
  scale: number;
  x: number;
  y: number;
}
export const INITIAL_VIEW: View = { scale: 1, x: 0, y: 0 };

const clamp = (value: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, value));

/**
 * Zooms by `factor` keeping the chart point under (px, py) in place, so wheel zoom follows
 * the pointer and button zoom the centre.
 */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clamp(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied };
}

export const transformOf = (view: View) =>
  `translate(${view.x.toFixed(2)} ${view.y.toFixed(2)}) scale(${view.scale.toFixed(4)})`;

/** A label broken at spaces into lines of about 14 characters (a longer word keeps its line). */
export function labelLines(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= LABEL_LINE_CHARS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** The label size in chart units when one chart unit renders as `pixelsPerUnit` pixels. */
export const labelFontUnits = (pixelsPerUnit: number) =>
  Math.max(LABEL_FONT_UNITS, MIN_LABEL_PX / pixelsPerUnit);
