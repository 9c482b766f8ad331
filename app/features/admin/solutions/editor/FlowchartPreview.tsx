import { edgePath, flowchartViewBox, NODE_RADIUS, nodeCentre } from "./flowchart-geometry";
import type { Animation } from "./solution-form";

/** A live, simplified drawing of the flowchart the public solution page shows. */
export function FlowchartPreview({ animation }: { animation: Animation }) {
  const byId = new Map(animation.nodes.map((node) => [node.id, nodeCentre(node)]));
  return (
    <figure className="rounded-md border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-950">
      <svg
        viewBox={flowchartViewBox(animation)}
        className="h-72 w-full text-slate-800 dark:text-slate-100"
        role="img"
        aria-label={`Flowchart preview with ${animation.nodes.length} nodes and ${animation.edges.length} connections`}
      >
        {animation.edges.map((edge, index) => {
          const from = byId.get(edge.from);
          const to = byId.get(edge.to);
          if (!from || !to) return null;
          return (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: edges are drawn in list order and carry no id
              key={index}
              d={edgePath(from, to)}
              fill="none"
              stroke="currentColor"
              strokeDasharray="6 4"
              strokeWidth={2}
            />
          );
        })}
        {animation.nodes.map((node, index) => {
          const { x, y } = nodeCentre(node);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: node ids may repeat while being edited
            <g key={index}>
              <circle
                cx={x}
                cy={y}
                r={NODE_RADIUS}
                className="fill-indigo-600 stroke-indigo-900"
                strokeWidth={2}
              />
              <text x={x} y={y + NODE_RADIUS + 18} textAnchor="middle" fontSize={14} fill="currentColor">
                {node.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">Preview</figcaption>
    </figure>
  );
}
