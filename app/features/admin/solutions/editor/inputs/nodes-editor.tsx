import { MIN_NODES } from "#domain/content/solution";
import { NODE_TYPES, type NodeType } from "#domain/options";
import type { FieldErrors } from "#domain/text-rules";
import { SelectField, TextField } from "../../../ui/fields";
import { RemoveButton } from "../../../ui/lists/row-actions";
import {
  type Animation,
  addNode,
  removeNode,
  renameNode,
  toCoordinate,
  updateNode,
} from "../form/solution-form";
import { CommittedField } from "./committed-field";
import { ListHeader } from "./list-header";
import { useListFocus } from "./use-list-focus";

const TYPE_OPTIONS = NODE_TYPES.map((type) => ({ value: type, label: type }));

interface NodesEditorProps {
  animation: Animation;
  onChange: (animation: Animation) => void;
  errors: FieldErrors;
}

export function NodesEditor({ animation, onChange, errors }: NodesEditorProps) {
  const { nodes } = animation;
  const focus = useListFocus(nodes.length);
  return (
    <div ref={focus.ref} className="flex flex-col gap-3">
      <ListHeader
        title="Nodes"
        level={3}
        addLabel="Add Node"
        onAdd={() => focus.add(() => onChange(addNode(animation)))}
      />
      {nodes.map((node, index) => (
        // A node's id is being edited here, so it cannot be the key.
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          data-list-item
          className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm font-medium">Node {index + 1}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            <CommittedField
              label="Node ID"
              required
              value={node.id}
              error={errors[`animation.nodes.${index}.id`]}
              onCommit={(typed) => {
                const result = renameNode(animation, index, typed);
                if ("error" in result) return result.error;
                onChange(result.animation);
                return null;
              }}
            />
            <TextField
              label="Label"
              value={node.label}
              error={errors[`animation.nodes.${index}.label`]}
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
            {(["x", "y"] as const).map((axis) => (
              <CommittedField
                key={axis}
                label={axis.toUpperCase()}
                value={String(node[axis])}
                onCommit={(typed) => {
                  onChange(updateNode(animation, index, { [axis]: toCoordinate(typed) }));
                  return null;
                }}
              />
            ))}
          </div>
          <RemoveButton
            label={`Remove node ${index + 1}`}
            className="mt-2"
            onClick={() => focus.remove(() => onChange(removeNode(animation, index)))}
            disabled={nodes.length <= MIN_NODES}
          />
        </fieldset>
      ))}
    </div>
  );
}
