import { NoSymbolIcon } from "@heroicons/react/24/outline";
import { memo } from "react";
import { Link, useSearchParams } from "react-router";
import { interestLabel } from "#domain/content/interest-label";
import type { ContactStatus } from "#domain/options";
import { PhoneLink } from "../../../components/ui/phone-link";
import type { Contact } from "../api/contacts";
import { statusOf } from "../ui/inbox/contact-status";
import { ContactStatusBadge } from "../ui/inbox/contact-status-badge";
import { IconActionButton, RemoveButton } from "../ui/lists/row-actions";
import { linkClass } from "../ui/styles";
import { ChannelBadge } from "./channel-badge";
import { OverdueBadge } from "./overdue-badge";
import { QuoteStatusBadge } from "./quotes/quote-status-badge";
import { StatusButtons } from "./status-buttons";

interface ContactRowProps {
  contact: Contact;
  busy: boolean;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  /** Opens the enquiry's panel over the view as the router has it now (see contacts-screen.tsx). */
  onOpen: (id: string) => void;
  onStatusChange: (contact: Contact, status: ContactStatus) => void;
  onDelete: (contact: Contact) => void;
  onSpam: (contact: Contact) => void;
}

// A table row on wide screens; below the md breakpoint the same cells stack into a card
// (the header row is then only read by screen readers), status and actions always in view.
const cell = "px-2 py-2 align-top text-slate-800 dark:text-slate-200 max-md:block max-md:p-0";
const wrap = "break-words [overflow-wrap:anywhere]";

/**
 * The link that opens the enquiry's panel (the screen reads `?id=`) over the same view: its
 * address, for a new tab or a copied link. A plain click goes through `onOpen` instead, so that
 * a search sent a moment ago and not yet shown stays in the address.
 */
function useContactHref(id: string) {
  const [view] = useSearchParams();
  const next = new URLSearchParams(view);
  next.set("id", id);
  return `?${next}`;
}

/**
 * Memoised: a selection or a busy flag elsewhere skips unchanged rows. A click anywhere on the
 * row opens the enquiry; the name is its link, for the keyboard. Unread enquiries are bold.
 */
export const ContactRow = memo(function ContactRow({
  contact,
  busy,
  selected,
  onSelect,
  onOpen,
  onStatusChange,
  onDelete,
  onSpam,
}: ContactRowProps) {
  const date = new Date(contact.createdAt);
  const href = useContactHref(contact.id);
  return (
    <tr
      data-unread={contact.unread || undefined}
      className={`${contact.unread ? "font-semibold" : ""} max-md:grid max-md:grid-cols-[1.75rem_1fr] max-md:gap-x-2 max-md:gap-y-1.5 max-md:px-3 max-md:py-3 hover:bg-slate-50 dark:hover:bg-slate-800/50`}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a, button, input, label")) return;
        (event.currentTarget.querySelector("a[data-open]") as HTMLAnchorElement | null)?.click();
      }}
    >
      <td className={`${cell} max-md:row-span-5`}>
        <input
          type="checkbox"
          className="size-4 accent-indigo-700"
          aria-label={`Select ${contact.name}`}
          checked={selected}
          onChange={(event) => onSelect(contact.id, event.target.checked)}
        />
      </td>
      <td className={`${cell} ${wrap}`}>
        <Link
          to={href}
          onClick={(event) => {
            // A new tab or window keeps the link's own address.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            onOpen(contact.id);
          }}
          data-open
          className={`${linkClass} ${contact.unread ? "font-bold" : "font-medium"}`}
        >
          {contact.name}
          {contact.unread ? <span className="sr-only"> (unread)</span> : null}
        </Link>
        {contact.company ? (
          <span className="block text-xs text-slate-600 dark:text-slate-400">{contact.company}</span>
        ) : null}
        {/* The message's first words, on one line: enough to triage without opening it. */}
        <span
          className="block max-w-64 truncate text-xs font-normal text-slate-600 dark:text-slate-400"
          title={contact.message}
        >
          {contact.message}
        </span>
      </td>
      <td className={`${cell} ${wrap}`}>
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className={linkClass}>
            {contact.email}
          </a>
        ) : null}
        {contact.phone ? (
          <span className="block">
            <PhoneLink number={contact.phone} className={linkClass} />
          </span>
        ) : null}
      </td>
      <td className={`${cell} ${wrap}`}>
        {interestLabel(contact.interest)}
        {contact.solutionTitle ? (
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            From: {contact.solutionTitle}
          </span>
        ) : null}
      </td>
      <td className={`${cell} max-md:text-xs`}>
        <time dateTime={contact.createdAt} className="whitespace-nowrap">
          {date.toLocaleDateString("en-ZA", { dateStyle: "medium" })}
        </time>{" "}
        <span className="whitespace-nowrap text-slate-600 md:block dark:text-slate-400">
          {date.toLocaleTimeString("en-ZA", { timeStyle: "short" })}
        </span>
      </td>
      <td className={cell}>
        <span className="inline-flex flex-wrap gap-1">
          <ContactStatusBadge status={contact.status} outcome={contact.outcome} />
          {contact.overdue ? <OverdueBadge /> : null}
          {contact.quoteStatus ? <QuoteStatusBadge status={contact.quoteStatus} prefix="Quote " /> : null}
          <ChannelBadge source={contact.source} />
        </span>
        {contact.ownerName ? (
          <span className="mt-1 block text-xs font-normal text-slate-600 dark:text-slate-400">
            Owner: {contact.ownerName}
          </span>
        ) : null}
      </td>
      {/* On a card the actions take its whole width, under the checkbox too: five buttons. */}
      <td className={`${cell} max-md:col-span-2`}>
        <div className="flex flex-wrap gap-1">
          <StatusButtons
            current={statusOf(contact)}
            busy={busy}
            onChange={(status) => onStatusChange(contact, status)}
          />
          {/* Narrower on a phone, as the status buttons are: all five fit one line at 375 px,
              beside a scroll bar too. */}
          <IconActionButton
            icon={NoSymbolIcon}
            label={`Mark ${contact.name} as spam`}
            text=""
            disabled={busy}
            onClick={() => onSpam(contact)}
            className="max-sm:px-1"
          />
          <RemoveButton
            label={`Delete ${contact.name}`}
            text=""
            disabled={busy}
            onClick={() => onDelete(contact)}
            className="max-sm:px-1"
          />
        </div>
      </td>
    </tr>
  );
});
