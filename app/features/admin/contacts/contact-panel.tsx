import { XMarkIcon } from "@heroicons/react/24/outline";
import { useEffect, useState } from "react";
import { COMPANY } from "#domain/company";
import { ENQUIRY_SOURCE_LABELS, NO_EMAIL_TO_REPLY, NOTE_RULE, REPLY_RULE } from "#domain/contact-admin";
import type { ContactStatus } from "#domain/options";
import { failureMessage } from "../../../lib/api-client";
import {
  addContactNote,
  assignContact,
  type Contact,
  type ContactDetail,
  fetchContactDetail,
  sendContactReply,
  updateContactStatus,
} from "../api/contacts";
import { MaybeBanner } from "../ui/banner";
import { CONTACT_STATUS_LABELS, statusOf } from "../ui/contact-status";
import { ContactStatusBadge } from "../ui/contact-status-badge";
import { formatDateTime } from "../ui/format";
import { ModalDialog } from "../ui/modal-dialog";
import { smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { ContactFacts } from "./contact-facts";
import { ASSIGN_FAILURE, type Owner, OwnerSelect } from "./owner-select";
import { StatusButtons } from "./status-buttons";
import { TextEntryForm } from "./text-entry-form";
import { UPDATE_FAILURE } from "./update-failure";

const LOAD_FAILURE = {
  failed: "Failed to load the enquiry",
  errored: "An error occurred while fetching the enquiry",
};

const label = (status: string) => CONTACT_STATUS_LABELS[statusOf({ status })];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The replies or the notes of an enquiry, each in a box; or a line saying there are none. */
function Entries<Entry extends { id: string }>({
  entries,
  empty,
  children,
}: {
  entries: Entry[];
  empty: string;
  children: (entry: Entry) => React.ReactNode;
}) {
  if (entries.length === 0) return <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="mt-2 space-y-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
          {children(entry)}
        </li>
      ))}
    </ul>
  );
}

const NOTE_FAILURE = {
  failed: "Failed to save the note",
  errored: "An error occurred while saving the note",
};
const REPLY_FAILURE = {
  failed: "Failed to send the reply",
  errored: "An error occurred while sending the reply",
};

interface ContactPanelProps {
  id: string;
  admins: Owner[];
  onClose: () => void;
  /** The enquiry changed here (status): the list shows it too. */
  onChanged: (contact: Contact) => void;
  /** "Mark as spam" was chosen: the screen moves it and closes the panel. */
  onSpam: () => void;
}

/**
 * One enquiry in full, in a side panel: message, owner, fields, origin, replies sent from here,
 * notes and status history.
 */
export function ContactPanel({ id, admins, onClose, onChanged, onSpam }: ContactPanelProps) {
  const [contact, setContact] = useState<ContactDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const action = useAction();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per enquiry opened
  useEffect(() => {
    let current = true;
    setContact(null);
    setLoadError(null);
    fetchContactDetail(id)
      .then((detail) => {
        if (!current) return;
        setContact(detail);
        // Opening it made it read, for every admin: the list and the unread count say so.
        onChanged(detail);
      })
      .catch((reason: unknown) => current && setLoadError(failureMessage(reason, LOAD_FAILURE)));
    return () => {
      current = false;
    };
  }, [id]);

  async function changeStatus(status: ContactStatus) {
    const updated = await action.run(() => updateContactStatus(id, status), UPDATE_FAILURE);
    if (!updated) return;
    onChanged(updated);
    // The history gained an entry: read it back as the server wrote it.
    setContact(await fetchContactDetail(id).catch(() => contact));
  }

  /** Reads the enquiry again as the server now has it (a reply may have changed its status). */
  async function refresh() {
    const detail = await fetchContactDetail(id).catch(() => null);
    if (!detail) return;
    setContact(detail);
    onChanged(detail);
  }

  async function sendReply(body: string) {
    await sendContactReply(id, body);
    await refresh();
  }

  async function changeOwner(ownerId: string | null) {
    const updated = await action.run(() => assignContact(id, ownerId), ASSIGN_FAILURE);
    if (!updated) return;
    onChanged(updated);
    setContact((current) =>
      current ? { ...current, ownerId: updated.ownerId, ownerName: updated.ownerName } : current,
    );
  }

  async function saveNote(body: string) {
    const note = await addContactNote(id, body);
    setContact((current) => (current ? { ...current, notes: [...current.notes, note] } : current));
  }

  return (
    <ModalDialog
      open
      title={contact ? contact.name : "Enquiry"}
      onClose={onClose}
      className="m-0 ml-auto h-dvh max-h-dvh w-full max-w-xl overflow-y-auto bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <button
        type="button"
        className={`${smallButton} absolute top-5 right-5 inline-flex items-center gap-1`}
        onClick={onClose}
      >
        <XMarkIcon className="size-4" aria-hidden="true" />
        Close
      </button>
      <MaybeBanner tone="error" message={loadError} />
      {!contact && !loadError ? <p className="mt-4">Loading enquiry...</p> : null}
      {contact ? (
        <>
          {contact.company ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{contact.company}</p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <ContactStatusBadge status={contact.status} />
            <StatusButtons current={statusOf(contact)} busy={action.busy} onChange={changeStatus} />
            <button type="button" className={smallButton} disabled={action.busy} onClick={onSpam}>
              Mark as spam
            </button>
          </div>
          <div className="mt-3 max-w-xs">
            <OwnerSelect
              label="Owner"
              admins={admins}
              value={contact.ownerId ?? ""}
              currentName={contact.ownerName}
              disabled={action.busy}
              onChange={changeOwner}
            />
          </div>
          <div className="mt-2">
            <MaybeBanner tone="error" message={action.error} />
          </div>
          <Section title="Message">
            <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words dark:bg-slate-800">
              {contact.message}
            </p>
          </Section>
          <Section title="Details">
            <ContactFacts contact={contact} />
          </Section>
          <Section title="Replies">
            <Entries entries={contact.replies} empty="No reply sent yet.">
              {(reply) => (
                <>
                  <p className="text-xs font-medium text-slate-700 dark:text-slate-300">
                    Replied by {reply.authorName}, {formatDateTime(reply.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
                </>
              )}
            </Entries>
            {contact.email ? (
              <TextEntryForm
                label={`Reply to ${contact.email}`}
                rule={REPLY_RULE}
                rows={5}
                submit={{ idle: "Send reply", busy: "Sending..." }}
                savedText={`Reply sent to ${contact.email}. It is kept under Replies above; should the mail fail, the dashboard says so.`}
                failure={REPLY_FAILURE}
                hint={`Subject "Re: your enquiry to ${COMPANY.name}", with their message quoted below; their answer comes to your email address.`}
                onSave={sendReply}
              />
            ) : (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{NO_EMAIL_TO_REPLY}</p>
            )}
          </Section>
          <Section title="Notes">
            <Entries entries={contact.notes} empty="No notes yet.">
              {(note) => (
                <>
                  <p className="whitespace-pre-wrap break-words">{note.body}</p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {note.authorName}, {formatDateTime(note.createdAt)}
                  </p>
                </>
              )}
            </Entries>
            <TextEntryForm
              label="New note"
              rule={NOTE_RULE}
              submit={{ idle: "Add note", busy: "Saving..." }}
              savedText="Note added."
              failure={NOTE_FAILURE}
              onSave={saveNote}
            />
          </Section>
          <Section title="Status history">
            {contact.loggedByName ? (
              <p className="mt-2 text-sm">
                {formatDateTime(contact.createdAt)}:{" "}
                {`Logged by ${contact.loggedByName} (${ENQUIRY_SOURCE_LABELS[contact.source]})`}
              </p>
            ) : null}
            {contact.history.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No status changes yet.</p>
            ) : (
              <ol className="mt-2 space-y-1 text-sm">
                {contact.history.map((change) => (
                  <li key={`${change.changedAt}-${change.to}`}>
                    {formatDateTime(change.changedAt)}: {change.changedByName} changed {label(change.from)} to{" "}
                    {label(change.to)}
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </>
      ) : null}
    </ModalDialog>
  );
}
