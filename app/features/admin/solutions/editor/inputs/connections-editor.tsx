import { useState } from "react";
import { Banner } from "../../../ui/banner";
import { SelectField } from "../../../ui/fields";
import { RemoveButton } from "../../../ui/lists/row-actions";
import { type Animation, addConnection, removeAt, replaceAt } from "../form/solution-form";
import { ListHeader } from "./list-header";
import { useListFocus } from "./use-list-focus";

const CONNECTION_ENDS = [
  { key: "from", label: "From Node" },
  { key: "to", label: "To Node" },
] as const;

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
  const focus = useListFocus(animation.edges.length);

  function add() {
    const result = addConnection(animation);
    if ("error" in result) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    focus.add(() => onChange(result.animation));
  }

  return (
    <div ref={focus.ref} className="flex flex-col gap-3">
      <ListHeader title="Connections" level={3} addLabel="Add Connection" onAdd={add} />
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      {animation.edges.map((edge, index) => (
        // Connections have no identity beyond their position; two may link the same nodes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} data-list-item className="flex flex-wrap items-end gap-2">
          {CONNECTION_ENDS.map(({ key, label }) => (
            <SelectField
              key={key}
              className="min-w-40 flex-1"
              label={`Connection ${index + 1} ${label}`}
              options={nodeOptions}
              value={edge[key]}
              onChange={(event) =>
                setEdges(replaceAt(animation.edges, index, { ...edge, [key]: event.target.value }))
              }
            />
          ))}
          <RemoveButton
            label={`Remove connection ${index + 1}`}
            className="mb-1"
            onClick={() => focus.remove(() => setEdges(removeAt(animation.edges, index, 0)))}
          />
        </div>
      ))}
    </div>
  );
}
