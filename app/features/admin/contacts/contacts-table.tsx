import type { ContactStatus } from "#domain/options";
import type { Contact } from "../api/contacts";
import { TableScroller } from "../ui/lists/table-scroller";
import { headerCellClass, panelClass } from "../ui/styles";
import { ContactRow } from "./contact-row";

// SPEC §2's columns, laid out fixed: the badge and the actions get the width they need and
// the text columns share the rest, wrapping long words, so nothing scrolls sideways at 1280 px.
// Rows are two lines tall anyway (name and company, email and phone), so the actions take two
// lines too. Below the md breakpoint each row is a card (ContactRow).
const COLUMNS: { header: string; width: string }[] = [
  { header: "Name/Company", width: "" },
  { header: "Contact Info", width: "" },
  { header: "Interest", width: "" },
  { header: "Date", width: "w-24" },
  { header: "Status", width: "w-28" },
  { header: "Actions", width: "w-[13.5rem]" },
];

interface ContactsTableProps {
  label: string;
  contacts: readonly Contact[];
  busy: boolean;
  /** The next view's page is on its way: these rows stay, faded once it takes a moment. */
  loading?: boolean;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onOpen: (id: string) => void;
  onStatusChange: (contact: Contact, status: ContactStatus) => void;
  onDelete: (contact: Contact) => void;
  onSpam: (contact: Contact) => void;
}

export function ContactsTable({
  label,
  contacts,
  loading,
  selected,
  onSelectAll,
  ...row
}: ContactsTableProps) {
  const allSelected = contacts.every((contact) => selected.has(contact.id));
  return (
    <TableScroller label={label} className={`${panelClass} p-0`}>
      <table
        aria-busy={loading}
        className={`w-full text-left text-sm transition-opacity md:table-fixed max-md:block ${loading ? "opacity-60 delay-300" : ""}`}
      >
        {/* On a phone only the select-all control of the header row shows, above the cards. */}
        <thead className="max-md:block">
          <tr className="border-b border-slate-200 dark:border-slate-700 max-md:flex max-md:px-3 max-md:py-2">
            <th className={`${headerCellClass} w-9 px-2 max-md:w-auto max-md:p-0`}>
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-700"
                  aria-label="Select every contact on this page"
                  checked={allSelected}
                  onChange={(event) => onSelectAll(event.target.checked)}
                />
                <span className="md:sr-only" aria-hidden="true">
                  Select all
                </span>
              </label>
            </th>
            {COLUMNS.map((column) => (
              <th key={column.header} className={`${headerCellClass} ${column.width} px-2 max-md:sr-only`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700 max-md:block">
          {contacts.map((contact) => (
            <ContactRow key={contact.id} contact={contact} selected={selected.has(contact.id)} {...row} />
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
