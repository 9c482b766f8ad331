import { PlusIcon, TrashIcon } from "@heroicons/react/24/outline";
import { useState } from "react";
import { Banner } from "../../ui/Banner";
import { SelectField } from "../../ui/fields";
import { secondaryButton, smallButton } from "../../ui/styles";
import { type Animation, addConnection, removeAt, replaceAt } from "./solution-form";

interface ConnectionsEditorProps {
  animation: Animation;
  onChange: (animation: Animation) => void;
}

export function ConnectionsEditor({ animation, onChange }: ConnectionsEditorProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const nodeOptions = animation.nodes.map((node) => ({
    value: node.id,
    label: `${node.label} (${node.id})`,
  }));
  const setEdges = (edges: Animation["edges"]) => onChange({ ...animation, edges });

  function add() {
    const result = addConnection(animation);
    if ("error" in result) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    onChange(result.animation);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">Connections</h3>
        <button type="button" className={secondaryButton} onClick={add}>
          <PlusIcon className="size-4" aria-hidden="true" />
          Add Connection
        </button>
      </div>
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      {animation.edges.map((edge, index) => (
        // Connections have no identity beyond their position; two may link the same nodes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="flex flex-wrap items-end gap-2">
          <SelectField
            className="min-w-40 flex-1"
            label={`Connection ${index + 1} From Node`}
            options={nodeOptions}
            value={edge.from}
            onChange={(event) =>
              setEdges(replaceAt(animation.edges, index, { ...edge, from: event.target.value }))
            }
          />
          <SelectField
            className="min-w-40 flex-1"
            label={`Connection ${index + 1} To Node`}
            options={nodeOptions}
            value={edge.to}
            onChange={(event) =>
              setEdges(replaceAt(animation.edges, index, { ...edge, to: event.target.value }))
            }
          />
          <button
            type="button"
            className={`${smallButton} mb-1 inline-flex items-center gap-1`}
            onClick={() => setEdges(removeAt(animation.edges, index, 0))}
            aria-label={`Remove connection ${index + 1}`}
          >
            <TrashIcon className="size-4" aria-hidden="true" />
            Remove
          </button>
        </div>
      ))}
    </div>
  );
}
