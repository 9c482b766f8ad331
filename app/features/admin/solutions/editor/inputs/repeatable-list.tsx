import { RemoveButton } from "../../../ui/lists/row-actions";
import { ListHeader } from "./list-header";
import { useListFocus } from "./use-list-focus";

interface RepeatableListProps<T> {
  title: string;
  /** Names one item for buttons and group labels, e.g. "Feature". */
  itemName: string;
  items: readonly T[];
  /** Removal is blocked at this many items. */
  minimum: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderItem: (item: T, index: number) => React.ReactNode;
}

/** A titled list of item cards with Add and per-item Remove (features, steps). */
export function RepeatableList<T>({
  title,
  itemName,
  items,
  minimum,
  onAdd,
  onRemove,
  renderItem,
}: RepeatableListProps<T>) {
  const focus = useListFocus(items.length);
  return (
    <section ref={focus.ref} aria-label={title} className="flex flex-col gap-3">
      <ListHeader title={title} level={2} addLabel={`Add ${itemName}`} onAdd={() => focus.add(onAdd)} />
      {items.map((item, index) => (
        // Items have no stable id of their own; their position is their identity while editing.
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          data-list-item
          className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm font-medium">
            {itemName} {index + 1}
          </legend>
          <div className="flex flex-col gap-3">{renderItem(item, index)}</div>
          <RemoveButton
            label={`Remove ${itemName} ${index + 1}`}
            className="mt-3"
            onClick={() => focus.remove(() => onRemove(index))}
            disabled={items.length <= minimum}
          />
        </fieldset>
      ))}
    </section>
  );
}
