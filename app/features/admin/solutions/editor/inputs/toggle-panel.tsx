import { useId, useState } from "react";
import { secondaryButton } from "../../../ui/styles";

interface TogglePanelProps {
  label: string;
  children: (close: () => void) => React.ReactNode;
}

/** A button that shows or hides a panel below it (SPEC §2 'Import from JSON', 'Generate JSON'). */
export function TogglePanel({ label, children }: TogglePanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={open ? "w-full min-w-0" : "min-w-0"}>
      <button
        type="button"
        className={secondaryButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <div id={panelId} className="mt-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
