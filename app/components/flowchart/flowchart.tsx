import {
  ArrowPathIcon,
  MagnifyingGlassMinusIcon,
  MagnifyingGlassPlusIcon,
} from "@heroicons/react/24/outline";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  type ChartEdge,
  type ChartNode,
  edgePath,
  INITIAL_VIEW,
  LABEL_FONT_UNITS,
  labelFontUnits,
  labelLines,
  NODE_RADIUS,
  place,
  transformOf,
  VIEWPORT_HEIGHT_PX,
  type View,
  type ViewBox,
  viewBoxFor,
  ZOOM_STEP,
  zoomAt,
} from "./geometry";

// Our own small SVG chart (DESIGN: no diagram library). A mouse or pen drags the chart and the
// wheel zooms it. On a touch screen one finger scrolls the page as anywhere else, so the chart
// never traps a visitor scrolling past it; two fingers pinch to zoom and move the chart. The
// buttons zoom with any pointer. A hidden text version lists every step and connection for
// screen readers.

const NODE_COLOURS: Record<string, string> = {
  input: "fill-emerald-600",
  output: "fill-amber-500",
};

// Own keys only: a stored type such as "constructor" must not reach the object's prototype.
const nodeColour = (type: string) =>
  (Object.hasOwn(NODE_COLOURS, type) && NODE_COLOURS[type]) || "fill-indigo-600";

/** Chart units per screen pixel (the SVG scales its view box to fit its box). */
function unitsPerPixel(svg: SVGSVGElement, box: ViewBox) {
  const rect = svg.getBoundingClientRect();
  return Math.max(box.width / rect.width, box.height / rect.height);
}

export function Flowchart({
  nodes,
  edges,
  title,
}: {
  nodes: ChartNode[];
  edges: ChartEdge[];
  title: string;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const [labelUnits, setLabelUnits] = useState(LABEL_FONT_UNITS);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const box = useMemo(() => viewBoxFor(nodes), [nodes]);
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);

  // Wheel zoom and pinch need non-passive listeners, to keep the page from scrolling or
  // zooming meanwhile. Both keep the chart point between the fingers (or under the pointer)
  // in place.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const chartPoint = (clientX: number, clientY: number) => {
      const rect = svg.getBoundingClientRect();
      const units = unitsPerPixel(svg, box);
      return {
        x: (clientX - rect.left - rect.width / 2) * units + box.width / 2,
        y: (clientY - rect.top - rect.height / 2) * units + box.height / 2,
      };
    };
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { x, y } = chartPoint(event.clientX, event.clientY);
      const factor = event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;
      setView((current) => zoomAt(current, factor, x, y));
    };
    let pinch: { distance: number; x: number; y: number } | null = null;
    const onTouch = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]];
      if (event.touches.length !== 2 || !a || !b) {
        pinch = null;
        return;
      }
      if (event.cancelable) event.preventDefault();
      const now = {
        distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        ...chartPoint((a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2),
      };
      const last = pinch;
      pinch = now;
      if (!last || last.distance === 0) return;
      setView((current) => {
        const zoomed = zoomAt(current, now.distance / last.distance, last.x, last.y);
        return { ...zoomed, x: zoomed.x + now.x - last.x, y: zoomed.y + now.y - last.y };
      });
    };
    const options = { passive: false };
    svg.addEventListener("wheel", onWheel, options);
    for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"] as const) {
      svg.addEventListener(type, onTouch, options);
    }
    // Labels keep a readable size however narrow the chart is drawn.
    const resized = new ResizeObserver(() => {
      if (svg.getBoundingClientRect().width > 0) setLabelUnits(labelFontUnits(1 / unitsPerPixel(svg, box)));
    });
    resized.observe(svg);
    return () => {
      svg.removeEventListener("wheel", onWheel);
      for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"] as const) {
        svg.removeEventListener(type, onTouch);
      }
      resized.disconnect();
    };
  }, [box]);

  const zoomCentre = (factor: number) =>
    setView((current) => zoomAt(current, factor, box.width / 2, box.height / 2));

  const zoomButtons = [
    { label: "Zoom in", Icon: MagnifyingGlassPlusIcon, onClick: () => zoomCentre(ZOOM_STEP) },
    { label: "Zoom out", Icon: MagnifyingGlassMinusIcon, onClick: () => zoomCentre(1 / ZOOM_STEP) },
    { label: "Reset view", Icon: ArrowPathIcon, onClick: () => setView(INITIAL_VIEW) },
  ];
  const buttonClass =
    "flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

  return (
    <figure className="relative">
      <div
        className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900"
        style={{ height: VIEWPORT_HEIGHT_PX }}
      >
        <svg
          ref={svgRef}
          role="img"
          aria-label={`How ${title} works: flowchart`}
          viewBox={`0 0 ${box.width} ${box.height}`}
          className="h-full w-full cursor-grab touch-pan-x touch-pan-y select-none active:cursor-grabbing"
          onPointerDown={(event) => {
            if (event.pointerType === "touch") return;
            drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={(event) => {
            const start = drag.current;
            if (!start || start.id !== event.pointerId) return;
            const units = unitsPerPixel(event.currentTarget, box);
            const dx = (event.clientX - start.x) * units;
            const dy = (event.clientY - start.y) * units;
            drag.current = { ...start, x: event.clientX, y: event.clientY };
            setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
          onPointerCancel={() => {
            drag.current = null;
          }}
        >
          <defs>
            <marker
              id="flow-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="6"
              markerHeight="6"
              orient="auto"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" className="fill-slate-500 dark:fill-slate-400" />
            </marker>
          </defs>
          <g data-testid="flowchart-content" transform={transformOf(view)}>
            {/* Shift the chart so the view box starts at 0 0 (pan/zoom maths stays simple). */}
            <g transform={`translate(${-box.x} ${-box.y})`}>
              {edges.map((edge) => {
                const from = byId.get(edge.from);
                const to = byId.get(edge.to);
                if (!from || !to) return null;
                return (
                  <path
                    key={`${edge.from}-${edge.to}`}
                    d={edgePath(place(from), place(to))}
                    fill="none"
                    strokeWidth={2}
                    strokeDasharray="6 4"
                    markerEnd="url(#flow-arrow)"
                    className="stroke-slate-500 dark:stroke-slate-400"
                  />
                );
              })}
              {nodes.map((node) => {
                const { cx, cy } = place(node);
                return (
                  <g key={node.id}>
                    <circle cx={cx} cy={cy} r={NODE_RADIUS} className={nodeColour(node.type)} />
                    <text
                      y={cy + NODE_RADIUS + labelUnits * 1.4}
                      textAnchor="middle"
                      fontSize={labelUnits}
                      className="fill-slate-900 font-semibold dark:fill-slate-100"
                    >
                      {labelLines(node.label).map((line, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines never reorder, and may repeat
                        <tspan key={index} x={cx} dy={index === 0 ? 0 : "1.2em"}>
                          {line}
                        </tspan>
                      ))}
                    </text>
                  </g>
                );
              })}
            </g>
          </g>
        </svg>
      </div>
      {/* Without JavaScript the chart is a still picture: root.tsx's <noscript> style hides
          the controls that could not move it, and the hint that names them. */}
      <div data-needs-script className="absolute top-3 right-3 flex gap-2">
        {zoomButtons.map(({ label, Icon, onClick }) => (
          <button key={label} type="button" aria-label={label} className={buttonClass} onClick={onClick}>
            <Icon aria-hidden="true" className="h-5 w-5" />
          </button>
        ))}
      </div>
      <figcaption data-needs-script className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {/* Chosen by CSS, so the server's HTML already fits the device. */}
        <span className="pointer-coarse:hidden">
          Drag to move the chart; use the wheel or the buttons to zoom.
        </span>
        <span className="hidden pointer-coarse:inline">
          Pinch with two fingers or use the buttons to zoom; move the chart with two fingers.
        </span>
      </figcaption>
      <div className="sr-only">
        <p>Steps:</p>
        <ol>
          {nodes.map((node) => (
            <li key={node.id}>{node.label}</li>
          ))}
        </ol>
        <p>Connections:</p>
        <ul>
          {edges.map((edge) => (
            <li key={`${edge.from}-${edge.to}`}>
              {byId.get(edge.from)?.label ?? edge.from} leads to {byId.get(edge.to)?.label ?? edge.to}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
