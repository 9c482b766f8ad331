import { ArrowDownTrayIcon } from "@heroicons/react/24/outline";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { CONTACT_STATUSES, type ContactStatus } from "../../../../domain/options";
import { type Contact, deleteContact, fetchContacts, updateContactStatus } from "../api/contacts";
import { AdminTable } from "../ui/AdminTable";
import { MaybeBanner } from "../ui/Banner";
import { downloadText } from "../ui/download";
import { SelectField } from "../ui/fields";
import { Pagination } from "../ui/Pagination";
import { paginate } from "../ui/pagination";
import { ScreenHeader } from "../ui/ScreenHeader";
import { SearchField } from "../ui/SearchField";
import { panelClass, secondaryButton } from "../ui/styles";
import { useAction } from "../ui/useAction";
import { useAsyncData } from "../ui/useAsyncData";
import { useConfirmedDelete } from "../ui/useConfirmedDelete";
import { ContactRow } from "./ContactRow";
import { filterContacts, type StatusFilter } from "./contact-filter";
import { CONTACT_STATUS_LABELS } from "./contact-status";
import { contactsToCsv } from "./contacts-csv";

const PAGE_SIZE = 50;
const LOAD_FAILURE = {
  failed: "Failed to load contacts",
  errored: "An error occurred while fetching contacts",
};
const UPDATE_FAILURE = {
  failed: "Failed to update contact status",
  errored: "An error occurred while updating the contact",
};
const DELETE_FAILURE = {
  failed: "Failed to delete contact",
  errored: "An error occurred while deleting the contact",
};
const HEADERS = ["Name/Company", "Contact Info", "Interest", "Date", "Status", "Actions"];
const STATUS_OPTIONS = [
  { value: "all", label: "All Statuses" },
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABELS[status] })),
];

export function ContactsScreen() {
  const { data: contacts, loading, error, setData } = useAsyncData(fetchContacts, LOAD_FAILURE);
  const action = useAction();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [page, setPage] = useState(1);
  // Typing stays responsive with thousands of contacts: filtering follows at lower priority.
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterContacts(contacts ?? [], deferredQuery, status),
    [contacts, deferredQuery, status],
  );
  const shown = paginate(filtered, page, PAGE_SIZE);

  // Stable, so the memoised rows are not re-rendered for every key typed in the search box.
  const replaceContact = useCallback(
    (id: string, change: (contact: Contact) => Contact | null) =>
      setData(
        (list) =>
          list?.flatMap((contact) => (contact.id === id ? (change(contact) ?? []) : [contact])) ?? null,
      ),
    [setData],
  );

  const { requestDelete, confirmDialog } = useConfirmedDelete<Contact>({
    action,
    question: "Are you sure you want to delete this contact?",
    remove: deleteContact,
    failure: DELETE_FAILURE,
    onDeleted: (id) => replaceContact(id, () => null),
  });

  const { run } = action;
  const changeStatus = useCallback(
    async (contact: Contact, next: ContactStatus) => {
      const updated = await run(() => updateContactStatus(contact.id, next), UPDATE_FAILURE);
      if (updated) replaceContact(contact.id, (current) => ({ ...current, status: updated.status ?? next }));
    },
    [run, replaceContact],
  );

  return (
    <>
      <ScreenHeader title="Contacts">
        <button
          type="button"
          className={secondaryButton}
          disabled={!contacts}
          onClick={() => downloadText("contacts.csv", contactsToCsv(filtered), "text/csv;charset=utf-8")}
        >
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          Export CSV
        </button>
      </ScreenHeader>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchField
          label="Search by name, email, company or interest"
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(1);
          }}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            setPage(1);
          }}
        />
      </div>
      <div className="mb-4 flex flex-col gap-2">
        <MaybeBanner tone="error" message={error ?? action.error} />
      </div>
      {loading ? <p>Loading contacts...</p> : null}
      {contacts && filtered.length === 0 ? <p>No contacts found matching your criteria</p> : null}
      {filtered.length > 0 ? (
        <AdminTable
          label={`Contacts table, ${filtered.length} matching`}
          className={`${panelClass} p-0`}
          headers={HEADERS}
        >
          {shown.items.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              busy={action.busy}
              onStatusChange={changeStatus}
              onDelete={requestDelete}
            />
          ))}
        </AdminTable>
      ) : null}
      <Pagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} />
      {confirmDialog}
    </>
  );
}
