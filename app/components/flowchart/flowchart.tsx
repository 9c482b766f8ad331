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
  NODE_RADIUS,
  place,
  transformOf,
  VIEWPORT_HEIGHT_PX,
  type View,
  viewBoxFor,
  ZOOM_STEP,
  zoomAt,
} from "./geometry";

// Our own small SVG chart (DESIGN: no diagram library). Pan with any pointer (mouse, pen,
// touch), zoom with the wheel or the buttons; a hidden text version lists every step and
// connection for screen readers.

const NODE_COLOURS: Record<string, string> = {
  input: "fill-emerald-600",
  output: "fill-amber-500",
};

// Own keys only: a stored type such as "constructor" must not reach the object's prototype.
const nodeColour = (type: string) =>
  (Object.hasOwn(NODE_COLOURS, type) && NODE_COLOURS[type]) || "fill-indigo-600";

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
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const box = useMemo(() => viewBoxFor(nodes), [nodes]);
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);

  /** Chart units per screen pixel (the SVG scales its view box to its width). */
  function unitsPerPixel() {
    const svg = svgRef.current;
    if (!svg) return 1;
    const rect = svg.getBoundingClientRect();
    return Math.max(box.width / rect.width, box.height / rect.height);
  }

  // Wheel zoom needs a non-passive listener to stop the page from scrolling meanwhile.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      const units = Math.max(box.width / rect.width, box.height / rect.height);
      const px = (event.clientX - rect.left - rect.width / 2) * units + box.width / 2;
      const py = (event.clientY - rect.top - rect.height / 2) * units + box.height / 2;
      const factor = event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;
      setView((current) => zoomAt(current, factor, px, py));
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
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
          className="h-full w-full cursor-grab touch-none select-none active:cursor-grabbing"
          onPointerDown={(event) => {
            drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={(event) => {
            const start = drag.current;
            if (!start || start.id !== event.pointerId) return;
            const units = unitsPerPixel();
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
                      x={cx}
                      y={cy + NODE_RADIUS + 18}
                      textAnchor="middle"
                      className="fill-slate-900 text-[13px] font-semibold dark:fill-slate-100"
                    >
                      {node.label}
                    </text>
                  </g>
                );
              })}
            </g>
          </g>
        </svg>
      </div>
      <div className="absolute top-3 right-3 flex gap-2">
        {zoomButtons.map(({ label, Icon, onClick }) => (
          <button key={label} type="button" aria-label={label} className={buttonClass} onClick={onClick}>
            <Icon aria-hidden="true" className="h-5 w-5" />
          </button>
        ))}
      </div>
      <figcaption className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Drag to move the chart; use the wheel or the buttons to zoom.
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
