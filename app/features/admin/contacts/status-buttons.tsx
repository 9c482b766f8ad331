import { CONTACT_STATUSES, type ContactStatus } from "#domain/options";
import { CONTACT_STATUS_LABELS } from "../ui/contact-status";
import { FocusableButton } from "../ui/focusable-button";
import { smallButton } from "../ui/styles";

interface StatusButtonsProps {
  /** The current status, whose button is unavailable (SPEC §2); none for a bulk selection. */
  current?: ContactStatus;
  busy: boolean;
  onChange: (status: ContactStatus) => void;
}

/** Mark New, Mark In Progress, Mark Completed, on one line. */
export function StatusButtons({ current, busy, onChange }: StatusButtonsProps) {
  return (
    <>
      {CONTACT_STATUSES.map((status) => (
        <FocusableButton
          key={status}
          className={`${smallButton} whitespace-nowrap px-1.5`}
          unavailable={busy || current === status}
          onClick={() => onChange(status)}
        >
          Mark {CONTACT_STATUS_LABELS[status]}
        </FocusableButton>
      ))}
    </>
  );
}
