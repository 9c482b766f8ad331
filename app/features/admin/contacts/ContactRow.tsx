import { memo } from "react";
import { CONTACT_STATUSES, type ContactStatus } from "../../../../domain/options";
import type { Contact } from "../api/contacts";
import { FocusableButton } from "../ui/FocusableButton";
import { formatDateTime } from "../ui/format";
import { RemoveButton } from "../ui/RowActions";
import { cellClass, linkClass, smallButton } from "../ui/styles";
import { ContactStatusBadge } from "./ContactStatusBadge";
import { CONTACT_STATUS_LABELS } from "./contact-status";
import { interestLabel } from "./interest-label";

interface ContactRowProps {
  contact: Contact;
  busy: boolean;
  onStatusChange: (contact: Contact, status: ContactStatus) => void;
  onDelete: (contact: Contact) => void;
}

/**
 * Memoised: while a search is typed, the list re-renders at once with the old results (the
 * filtering follows deferred), and these rows, unchanged, are then skipped.
 */
export const ContactRow = memo(function ContactRow({
  contact,
  busy,
  onStatusChange,
  onDelete,
}: ContactRowProps) {
  return (
    <tr>
      <td className={cellClass}>
        <span className="font-medium">{contact.name}</span>
        {contact.company ? (
          <span className="block text-xs text-slate-600 dark:text-slate-400">{contact.company}</span>
        ) : null}
      </td>
      <td className={cellClass}>
        <a href={`mailto:${contact.email}`} className={linkClass}>
          {contact.email}
        </a>
        {contact.phone ? (
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={`${linkClass} block`}>
            {contact.phone}
          </a>
        ) : null}
      </td>
      <td className={cellClass}>{interestLabel(contact.interest)}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(contact.createdAt)}</td>
      <td className={cellClass}>
        <ContactStatusBadge status={contact.status} />
      </td>
      <td className={cellClass}>
        <div className="flex min-w-64 flex-wrap gap-1">
          {CONTACT_STATUSES.map((status) => (
            <FocusableButton
              key={status}
              className={smallButton}
              unavailable={busy || contact.status === status}
              onClick={() => onStatusChange(contact, status)}
            >
              Mark {CONTACT_STATUS_LABELS[status]}
            </FocusableButton>
          ))}
          <RemoveButton
            label={`Delete ${contact.name}`}
            text="Delete"
            disabled={busy}
            onClick={() => onDelete(contact)}
          />
        </div>
      </td>
    </tr>
  );
});
