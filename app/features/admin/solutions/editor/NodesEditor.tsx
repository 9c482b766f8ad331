import { PlusIcon, TrashIcon } from "@heroicons/react/24/outline";
import { NODE_TYPES, type NodeType } from "../../../../../domain/options";
import { SelectField, TextField } from "../../ui/fields";
import { secondaryButton, smallButton } from "../../ui/styles";
import {
  type Animation,
  addNode,
  MIN_NODES,
  removeNode,
  renameNode,
  toCoordinate,
  updateNode,
} from "./solution-form";

const TYPE_OPTIONS = NODE_TYPES.map((type) => ({ value: type, label: type }));

interface NodesEditorProps {
  animation: Animation;
  onChange: (animation: Animation) => void;
}

export function NodesEditor({ animation, onChange }: NodesEditorProps) {
  const { nodes } = animation;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">Nodes</h3>
        <button type="button" className={secondaryButton} onClick={() => onChange(addNode(animation))}>
          <PlusIcon className="size-4" aria-hidden="true" />
          Add Node
        </button>
      </div>
      {nodes.map((node, index) => (
        // A node's id is being edited here, so it cannot be the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-medium">Node {index + 1}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            <TextField
              label="Node ID"
              value={node.id}
              onChange={(event) => onChange(renameNode(animation, index, event.target.value))}
            />
            <TextField
              label="Label"
              value={node.label}
              onChange={(event) => onChange(updateNode(animation, index, { label: event.target.value }))}
            />
            <SelectField
              label="Type"
              options={TYPE_OPTIONS}
              value={node.type}
              onChange={(event) =>
                onChange(updateNode(animation, index, { type: event.target.value as NodeType }))
              }
            />
            <TextField
              label="X"
              inputMode="numeric"
              value={String(node.x)}
              onChange={(event) =>
                onChange(updateNode(animation, index, { x: toCoordinate(event.target.value) }))
              }
            />
            <TextField
              label="Y"
              inputMode="numeric"
              value={String(node.y)}
              onChange={(event) =>
                onChange(updateNode(animation, index, { y: toCoordinate(event.target.value) }))
              }
            />
          </div>
          <button
            type="button"
            className={`${smallButton} mt-2 inline-flex items-center gap-1`}
            onClick={() => onChange(removeNode(animation, index))}
            disabled={nodes.length <= MIN_NODES}
            aria-label={`Remove node ${index + 1}`}
          >
            <TrashIcon className="size-4" aria-hidden="true" />
            Remove
          </button>
        </fieldset>
      ))}
    </div>
  );
}
