import { PencilSquareIcon, TrashIcon } from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { smallButton } from "../styles";

const actionClass = `${smallButton} inline-flex items-center gap-1`;

interface RemoveButtonProps {
  /** The accessible name, e.g. "Remove node 2" or "Delete Thandi". */
  label: string;
  text?: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}

/** A small button with an icon that acts on one item; `text` "" shows the icon alone. */
export function IconActionButton({
  icon: Icon,
  label,
  text,
  onClick,
  disabled,
  className = "",
}: Required<Pick<RemoveButtonProps, "label" | "text">> &
  Omit<RemoveButtonProps, "label" | "text"> & { icon: ComponentType<SVGProps<SVGSVGElement>> }) {
  return (
    <button
      type="button"
      className={`${actionClass} ${className}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={text ? undefined : label}
    >
      <Icon className="size-4" aria-hidden="true" />
      {text}
    </button>
  );
}

/** A small trash-can button that removes or deletes one item. */
export function RemoveButton({ text = "Remove", ...props }: RemoveButtonProps) {
  return <IconActionButton icon={TrashIcon} text={text} {...props} />;
}

interface RowActionsProps {
  /** Names the row's item in the buttons' accessible names ("Edit Thandi"). */
  itemName: string;
  /** Edit either opens another page or runs a handler (e.g. opens a dialog). */
  edit: { to: string } | { onClick: () => void };
  onDelete: () => void;
  disabled: boolean;
}

/** The Edit and Delete buttons of a list row. */
export function RowActions({ itemName, edit, onDelete, disabled }: RowActionsProps) {
  const editContent = (
    <>
      <PencilSquareIcon className="size-4" aria-hidden="true" />
      Edit
    </>
  );
  return (
    <div className="flex gap-2">
      {"to" in edit ? (
        <Link to={edit.to} className={actionClass} aria-label={`Edit ${itemName}`}>
          {editContent}
        </Link>
      ) : (
        <button
          type="button"
          className={actionClass}
          onClick={edit.onClick}
          disabled={disabled}
          aria-label={`Edit ${itemName}`}
        >
          {editContent}
        </button>
      )}
      <RemoveButton label={`Delete ${itemName}`} text="Delete" onClick={onDelete} disabled={disabled} />
    </div>
  );
}
