import { CONTACT_STATUSES, type ContactStatus } from "#domain/options";
import { CONTACT_STATUS_LABELS } from "../ui/inbox/contact-status";
import { smallButton } from "../ui/styles";
import { FocusableButton } from "./focusable-button";

interface StatusButtonsProps {
  /** The current status, whose button is unavailable (SPEC §2); none for a bulk selection. */
  current?: ContactStatus;
  busy: boolean;
  onChange: (status: ContactStatus) => void;
}

/**
 * Mark New, Mark In Progress, Mark Completed, on one line. Below 640 px the word "Mark" is for
 * screen readers only, and the padding narrower (a variant, so it wins over smallButton's), so
 * the three and the row's Delete fit one line of a 375 px screen (issue 33, item 5); the names
 * read the same everywhere.
 */
export function StatusButtons({ current, busy, onChange }: StatusButtonsProps) {
  return (
    <>
      {CONTACT_STATUSES.map((status) => (
        <FocusableButton
          key={status}
          className={`${smallButton} whitespace-nowrap max-sm:px-1`}
          unavailable={busy || current === status}
          onClick={() => onChange(status)}
        >
          <span className="max-sm:sr-only">Mark </span>
          {CONTACT_STATUS_LABELS[status]}
        </FocusableButton>
      ))}
    </>
  );
}
