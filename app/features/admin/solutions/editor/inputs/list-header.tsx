import { PlusIcon } from "@heroicons/react/24/outline";
import { secondaryButton } from "../../../ui/styles";

interface ListHeaderProps {
  title: string;
  /** Section lists are h2; lists inside a section (nodes, connections) are h3. */
  level: 2 | 3;
  addLabel: string;
  onAdd: () => void;
}

/** The heading of an editable list with its Add button on the right. */
export function ListHeader({ title, level, addLabel, onAdd }: ListHeaderProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="flex items-center justify-between gap-2">
      <Heading className={level === 2 ? "text-lg font-semibold" : "font-semibold"}>{title}</Heading>
      <button type="button" className={secondaryButton} onClick={onAdd} data-list-add>
        <PlusIcon className="size-4" aria-hidden="true" />
        {addLabel}
      </button>
    </div>
  );
}
