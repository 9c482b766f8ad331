import { ArrowDownTrayIcon, NoSymbolIcon } from "@heroicons/react/24/outline";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CONTACT_STATUSES, type ContactStatus } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import {
  assignContacts,
  type Contact,
  type ContactListQuery,
  deleteContact,
  deleteContacts,
  fetchContactList,
  markContactsSpam,
  updateContactStatus,
  updateContactStatuses,
} from "../api/contacts";
import { useAdminSession } from "../ui/admin-session";
import { ActionBanners } from "../ui/banner";
import { ConfirmDialog } from "../ui/dialogs/confirm-dialog";
import { downloadText } from "../ui/download";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { CONTACT_STATUS_LABELS } from "../ui/inbox/contact-status";
import { csvFileName } from "../ui/lists/csv";
import { FilterSelect } from "../ui/lists/filter-select";
import { ListToolbar } from "../ui/lists/list-toolbar";
import { LoadedRows } from "../ui/lists/loaded-list";
import { useViewAddress, type ViewChanges } from "../ui/lists/use-view-address";
import { ScreenHeader } from "../ui/screen-header";
import { secondaryButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useTypedText } from "../ui/use-typed-text";
import { BulkActions } from "./bulk-actions";
import { contactListQuery, type LoadedContacts } from "./contact-list-view";
import { ContactPanel } from "./contact-panel";
import { contactsToCsv } from "./contacts-csv";
import { ContactsTable } from "./contacts-table";
import { FilterCheckbox } from "./filter-checkbox";
import { LogConversation } from "./log-conversation";
import { useAdmins } from "./owner-select";
import { Pagination } from "./pagination";
import { unlessStale } from "./stale-change";
import { useShownContactList } from "./use-shown-contact-list";

/** The export asks for the matches this many at a time (the API's largest page). */
const EXPORT_PAGE_SIZE = 1000;
const FAILURE = ADMIN_FAILURES.contacts;
const STATUS_OPTIONS = [
  { value: "all", label: "All Statuses" },
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABELS[status] })),
];

/** The export's file name: the day, and the view's filters, so two exports say which is which. */
const exportName = ({ q, status, mine, overdue }: ContactListQuery) =>
  csvFileName("contacts", [
    status === "all" ? "" : status,
    mine ? "assigned to me" : "",
    overdue ? "overdue" : "",
    q ? `search ${q}` : "",
  ]);

/** A deletion waiting for its confirmation: one row's, or the whole selection's. */
type PendingDelete = { one: Contact } | { many: string[] };

/** `loaded`: the page the route's loader read for the address (see contact-list-view.ts). */
export function ContactsScreen({ loaded }: { loaded: LoadedContacts }) {
  // The controls show the view asked for at once; the rows follow when its page has come.
  const { view, change: showView } = useViewAddress();
  const { status, mine, overdue, page } = contactListQuery(view);
  const openId = view.get("id");
  const list = useShownContactList(loaded);
  const admins = useAdmins();
  const { replace, reload } = list;
  const { inbox } = useAdminSession();
  const refreshInbox = inbox.refresh;
  const contacts = list.result?.data ?? [];
  const action = useAction();
  const { run } = action;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  // An enquiry arrived or was opened somewhere since this screen opened: its page is read again.
  const changesAtOpen = useRef(inbox.changes);
  useEffect(() => {
    if (inbox.changes !== changesAtOpen.current) reload();
  }, [inbox.changes, reload]);

  const changeSelection = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const showUpdated = useCallback(
    (updated: Contact[]) => {
      const byId = new Map(updated.map((contact) => [contact.id, contact]));
      replace(new Set(byId.keys()), (contact) => ({
        ...contact,
        ...byId.get(contact.id),
      }));
    },
    [replace],
  );

  const changeStatus = useCallback(
    async (contact: Contact, next: ContactStatus) => {
      // Named with the version the row shows: another admin's change since is shown instead.
      const change = () => updateContactStatus(contact.id, next, contact.version);
      const updated = await run(
        () => unlessStale(change, contact, (current) => showUpdated([current])),
        ADMIN_FAILURES.contacts.update,
      );
      if (updated) showUpdated([{ ...updated, status: updated.status ?? next }]);
    },
    [run, showUpdated],
  );

  async function markSelected(next: ContactStatus) {
    const updated = await run(
      () => updateContactStatuses([...selected], next),
      ADMIN_FAILURES.contacts.update,
    );
    if (updated) showUpdated(updated);
  }

  async function assignSelected(ownerId: string | null) {
    const updated = await run(() => assignContacts([...selected], ownerId), ADMIN_FAILURES.contacts.assign);
    if (updated) showUpdated(updated);
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const ids = "one" in pendingDelete ? [pendingDelete.one.id] : pendingDelete.many;
    const done = await run(
      () => ("one" in pendingDelete ? deleteContact(ids[0] as string) : deleteContacts(ids)).then(() => true),
      FAILURE.delete,
    );
    setPendingDelete(null);
    if (!done) return;
    replace(new Set(ids), () => null);
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
  }

  /** Moves enquiries to the Spam view (reversible there, with Not spam): no confirmation. */
  const markSpam = useCallback(
    async (ids: string[]) => {
      const moved = await run(
        () => markContactsSpam(ids),
        FAILURE.spam,
        (count) => (count === 1 ? "Moved 1 enquiry to Spam." : `Moved ${count} enquiries to Spam.`),
      );
      if (moved === undefined) return;
      replace(new Set(ids), () => null);
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      if (openId && ids.includes(openId)) showView({ id: "" });
      refreshInbox();
    },
    [run, replace, openId, showView, refreshInbox],
  );
  const spamOne = useCallback((contact: Contact) => markSpam([contact.id]), [markSpam]);

  async function exportCsv() {
    const all = await run(async () => {
      const found: Contact[] = [];
      // The matches of the view the controls show, even while its rows are still on their way
      // (a filter chosen just before Export); typing not yet sent has not changed that view.
      // Each page is asked for after the one before, so a deep one costs what the first does.
      const query = { ...contactListQuery(view), page: 1, pageSize: EXPORT_PAGE_SIZE };
      let after: string | undefined;
      do {
        const answer = await fetchContactList(query, after);
        found.push(...answer.data);
        after = answer.next ?? undefined;
      } while (after);
      return found;
    }, ADMIN_FAILURES.contacts.load);
    if (all) downloadText(exportName(contactListQuery(view)), contactsToCsv(all), "text/csv;charset=utf-8");
  }

  const requestDelete = useCallback((contact: Contact) => setPendingDelete({ one: contact }), []);
  const openPanel = useCallback((id: string) => showView({ id }), [showView]);
  const closePanel = useCallback(() => showView({ id: "" }), [showView]);

  const total = list.result?.total ?? 0;
  const filtersChanged = (changes: ViewChanges, options?: { replace?: boolean }) => {
    showView({ ...changes, page: "" }, options);
    setSelected(new Set());
  };
  // Typing replaces the address's entry, once it pauses: Back returns to the view before the search.
  const search = useTypedText(view.get("q") ?? "", (text) => filtersChanged({ q: text }, { replace: true }));

  return (
    <>
      <ScreenHeader title="Contacts">
        <LogConversation />
        <Link to={"/admin/contacts/spam" satisfies PagePath} className={secondaryButton}>
          <NoSymbolIcon className="size-4" aria-hidden="true" />
          Spam
        </Link>
        <button
          type="button"
          className={secondaryButton}
          disabled={!list.result || action.busy}
          onClick={exportCsv}
        >
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          Export CSV
        </button>
      </ScreenHeader>
      <ListToolbar
        search={{
          label: "Search name, email, phone, company, interest, message or notes",
          value: search.text,
          onChange: search.change,
        }}
      >
        <FilterSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => filtersChanged({ status: value === "all" ? "" : value })}
        />
        <FilterCheckbox
          label="Assigned to me"
          checked={mine}
          onChange={(on) => filtersChanged({ owner: on ? "me" : "" })}
        />
        <FilterCheckbox
          label="Overdue"
          checked={overdue}
          onChange={(on) => filtersChanged({ overdue: on ? "1" : "" })}
        />
      </ListToolbar>
      <div className="mb-4 flex flex-col gap-2">
        <ActionBanners action={action} loadError={list.error} />
      </div>
      {selected.size > 0 ? (
        <BulkActions
          count={selected.size}
          busy={action.busy}
          onStatus={markSelected}
          admins={admins}
          onAssign={assignSelected}
          onDelete={() => setPendingDelete({ many: [...selected] })}
          onSpam={() => markSpam([...selected])}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      <LoadedRows rows={list.result && contacts} empty="No contacts found matching your criteria">
        {(shown) => (
          <ContactsTable
            label={`Contacts table, ${total} matching`}
            contacts={shown}
            loading={list.loading}
            busy={action.busy}
            selected={selected}
            onSelect={changeSelection}
            onSelectAll={(on) =>
              setSelected((current) => {
                const next = new Set(current);
                for (const contact of contacts) {
                  if (on) next.add(contact.id);
                  else next.delete(contact.id);
                }
                return next;
              })
            }
            onOpen={openPanel}
            onStatusChange={changeStatus}
            onDelete={requestDelete}
            onSpam={spamOne}
          />
        )}
      </LoadedRows>
      <Pagination
        page={page}
        pageCount={list.result?.pageCount ?? 1}
        onPageChange={(next) => showView({ page: next > 1 ? String(next) : "" })}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        message={
          pendingDelete && "many" in pendingDelete && pendingDelete.many.length > 1
            ? `Are you sure you want to delete these ${pendingDelete.many.length} contacts?`
            : "Are you sure you want to delete this contact?"
        }
        busy={action.busy}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
      {openId ? (
        <ContactPanel
          id={openId}
          admins={admins}
          onClose={closePanel}
          onSpam={() => markSpam([openId])}
          onChanged={(updated) => {
            showUpdated([updated]);
            inbox.refresh();
          }}
        />
      ) : null}
    </>
  );
}
