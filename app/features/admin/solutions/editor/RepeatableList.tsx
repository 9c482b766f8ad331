import { PlusIcon, TrashIcon } from "@heroicons/react/24/outline";
import { secondaryButton, smallButton } from "../../ui/styles";

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
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        <button type="button" className={secondaryButton} onClick={onAdd}>
          <PlusIcon className="size-4" aria-hidden="true" />
          Add {itemName}
        </button>
      </div>
      {items.map((item, index) => (
        // Items have no stable id of their own; their position is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-medium">
            {itemName} {index + 1}
          </legend>
          <div className="flex flex-col gap-3">{renderItem(item, index)}</div>
          <button
            type="button"
            className={`${smallButton} mt-3 inline-flex items-center gap-1`}
            onClick={() => onRemove(index)}
            disabled={items.length <= minimum}
            aria-label={`Remove ${itemName} ${index + 1}`}
          >
            <TrashIcon className="size-4" aria-hidden="true" />
            Remove
          </button>
        </fieldset>
      ))}
    </section>
  );
}
