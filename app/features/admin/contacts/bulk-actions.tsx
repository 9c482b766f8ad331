import type { ContactStatus } from "#domain/options";
import { dangerButton, secondaryButton } from "../ui/styles";
import { type Owner, OwnerSelect } from "./owner-select";
import { StatusButtons } from "./status-buttons";

interface BulkActionsProps {
  count: number;
  busy: boolean;
  onStatus: (status: ContactStatus) => void;
  admins: Owner[];
  onAssign: (ownerId: string | null) => void;
  onDelete: () => void;
  onSpam: () => void;
  onClear: () => void;
}

/** What can be done to every selected enquiry at once; shown while any is selected. */
export function BulkActions({
  count,
  busy,
  onStatus,
  admins,
  onAssign,
  onDelete,
  onSpam,
  onClear,
}: BulkActionsProps) {
  return (
    <section
      aria-label="Selected contacts"
      className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-md border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm dark:border-indigo-800 dark:bg-slate-800"
    >
      <span className="font-medium" aria-live="polite">
        {count} selected
      </span>
      <StatusButtons busy={busy} onChange={onStatus} />
      {/* The selection may have several owners: the choice is made here, not shown. */}
      <OwnerSelect
        label="Assign selected to"
        admins={admins}
        value=""
        prompt="Choose…"
        disabled={busy}
        onChange={onAssign}
      />
      <button
        type="button"
        className={`${secondaryButton} px-2 py-1 text-xs`}
        disabled={busy}
        onClick={onSpam}
      >
        Mark selected as spam
      </button>
      <button
        type="button"
        className={`${dangerButton} px-2 py-1 text-xs`}
        disabled={busy}
        onClick={onDelete}
      >
        Delete selected
      </button>
      <button type="button" className={`${secondaryButton} px-2 py-1 text-xs`} onClick={onClear}>
        Clear selection
      </button>
    </section>
  );
}
