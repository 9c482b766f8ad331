import { XMarkIcon } from "@heroicons/react/24/outline";
import { useEffect, useRef, useState } from "react";
import { COMPANY } from "#domain/company/company";
import type { ContactStatus } from "#domain/options";
import {
  CONTACT_GONE,
  ENQUIRY_SOURCE_LABELS,
  NO_EMAIL_TO_REPLY,
  NOTE_RULE,
  REPLY_RULE,
} from "#domain/sales-desk/contact-admin";
import { failureMessage } from "../../../lib/api-client";
import {
  addContactNote,
  assignContact,
  type Contact,
  type ContactDetail,
  type ContactReply,
  fetchContactDetail,
  sendContactReply,
  updateContactStatus,
} from "../api/contacts";
import { VersionConflict } from "../api/http";
import { MaybeBanner } from "../ui/banner";
import { ModalDialog } from "../ui/dialogs/modal-dialog";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { formatDateTime } from "../ui/format";
import { CONTACT_STATUS_LABELS, statusOf } from "../ui/inbox/contact-status";
import { ContactStatusBadge } from "../ui/inbox/contact-status-badge";
import { smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { ContactFacts } from "./contact-facts";
import { ContactPayments } from "./contact-payments";
import { type Owner, OwnerSelect } from "./owner-select";
import { ContactQuotes } from "./quotes/contact-quotes";
import { unlessStale } from "./stale-change";
import { StatusButtons } from "./status-buttons";
import { TextEntryForm } from "./text-entry-form";
import { presenceText, usePresence } from "./use-presence";

const FAILURE = ADMIN_FAILURES.enquiry;

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

/** Status changes and assignments, oldest first: "Naledi assigned it to Sipho". */
function History({ contact }: { contact: ContactDetail }) {
  const entries = [
    ...contact.history.map((change) => ({
      at: change.changedAt,
      text: `${change.changedByName} changed ${label(change.from)} to ${label(change.to)}`,
    })),
    ...contact.assignments.map((change) => ({
      at: change.changedAt,
      text: !change.toName
        ? `${change.changedByName} unassigned it`
        : change.toName === change.changedByName
          ? `${change.changedByName} took it`
          : `${change.changedByName} assigned it to ${change.toName}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (entries.length === 0) {
    return <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No changes yet.</p>;
  }
  return (
    <ol className="mt-2 space-y-1 text-sm">
      {entries.map((entry, index) => (
        // Two changes can share a time and a text; the order is the history's own.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list only ever grows at its end
        <li key={index}>
          {formatDateTime(entry.at)}: {entry.text}
        </li>
      ))}
    </ol>
  );
}

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
  const [writing, setWriting] = useState(false);
  // The replies there were when the admin began writing: one sent by someone else since then
  // holds theirs back until they have read it (issue 45).
  const repliesSeen = useRef<Set<string> | null>(null);
  const [heldBack, setHeldBack] = useState<ContactReply[] | null>(null);
  const sendAnyway = useRef(false);

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
      .catch((reason: unknown) => current && setLoadError(failureMessage(reason, FAILURE.load)));
    return () => {
      current = false;
    };
  }, [id]);

  /** Shows the enquiry as the server has it now, here and in the list behind the panel. */
  function show(detail: ContactDetail) {
    setContact(detail);
    onChanged(detail);
  }

  /** Reads the enquiry again (after a change made here or by another admin). */
  async function refresh() {
    const detail = await fetchContactDetail(id).catch(() => null);
    if (detail) show(detail);
  }

  const others = usePresence(id, writing ? "replying" : "viewing", contact?.version, refresh, () =>
    setLoadError(CONTACT_GONE),
  );

  async function changeStatus(status: ContactStatus) {
    if (!contact) return;
    const change = () => updateContactStatus(id, status, contact.version);
    if (await action.run(() => unlessStale(change, contact, show), ADMIN_FAILURES.contacts.update))
      await refresh();
  }

  async function changeOwner(ownerId: string | null) {
    if (!contact) return;
    const change = () => assignContact(id, ownerId, contact.version);
    if (await action.run(() => unlessStale(change, contact, show), ADMIN_FAILURES.contacts.assign))
      await refresh();
  }

  const newReplies = (detail: ContactDetail) =>
    detail.replies.filter((reply) => repliesSeen.current && !repliesSeen.current.has(reply.id));

  function replyTyped(text: string) {
    const started = text.trim() !== "";
    if (started && !repliesSeen.current && contact) {
      repliesSeen.current = new Set(contact.replies.map((reply) => reply.id));
    }
    if (!started) {
      repliesSeen.current = null;
      setHeldBack(null);
    }
    setWriting(started);
  }

  /** The other replies were read: they no longer hold this one back. */
  function acknowledge() {
    for (const reply of heldBack ?? []) repliesSeen.current?.add(reply.id);
    setHeldBack(null);
  }

  /**
   * Sends the reply on the version shown. Held back (false) when a reply the admin had not seen
   * when they began writing is there, shown or met at the server (409), until they choose to send
   * anyway; any other change made meanwhile (a status, a note) lets it go on the new version.
   */
  async function sendReply(body: string): Promise<undefined | false> {
    if (!contact) return;
    const anyway = sendAnyway.current;
    sendAnyway.current = false;
    const unseen = newReplies(contact);
    if (!anyway && unseen.length > 0) {
      setHeldBack(unseen);
      return false;
    }
    try {
      await sendContactReply(id, body, contact.version);
    } catch (reason) {
      if (!(reason instanceof VersionConflict)) throw reason;
      const current = reason.current as ContactDetail;
      show(current);
      const since = newReplies(current);
      if (since.length > 0) {
        setHeldBack(since);
        return false;
      }
      await sendContactReply(id, body, reason.version);
    }
    await refresh();
  }

  async function saveNote(body: string): Promise<undefined> {
    if (!contact) return;
    try {
      await addContactNote(id, body, contact.version);
    } catch (reason) {
      // A note contradicts no one: written over another admin's change, it is added to it.
      if (!(reason instanceof VersionConflict)) throw reason;
      await addContactNote(id, body, reason.version);
    }
    await refresh();
  }

  const heldBackNotice = heldBack ? (
    <div
      role="alert"
      className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">
        {[...new Set(heldBack.map((reply) => reply.authorName))].join(" and ")} replied while you were
        writing. Your reply has not been sent.
      </p>
      {heldBack.map((reply) => (
        <blockquote
          key={reply.id}
          className="mt-2 border-l-4 border-amber-400 pl-3 whitespace-pre-wrap break-words"
        >
          {reply.body}
        </blockquote>
      ))}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButton}
          onClick={(event) => {
            // Submitted by hand: this button leaves the page with the notice, before a submit
            // button's own submission would happen.
            const form = event.currentTarget.form;
            sendAnyway.current = true;
            acknowledge();
            form?.requestSubmit();
          }}
        >
          Send anyway
        </button>
        <button type="button" className={smallButton} onClick={acknowledge}>
          Don't send yet
        </button>
      </div>
    </div>
  ) : null;
  const presence = presenceText(others);

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
      {/* Always there, so a screen reader hears a colleague arrive or start replying. */}
      <p role="status" className="text-sm font-medium text-indigo-800 dark:text-indigo-300">
        {presence}
      </p>
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
          <Section title="Quotes">
            <ContactQuotes contactId={id} onSent={() => void refresh()} />
          </Section>
          <Section title="Payments">
            <ContactPayments contactId={id} />
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
                failure={FAILURE.reply}
                hint={`Subject "Re: your enquiry to ${COMPANY.name}", with their message quoted below; their answer comes to your email address.`}
                notice={heldBackNotice}
                onTextChange={replyTyped}
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
              failure={FAILURE.note}
              onSave={saveNote}
            />
          </Section>
          <Section title="History">
            {contact.loggedByName ? (
              <p className="mt-2 text-sm">
                {formatDateTime(contact.createdAt)}:{" "}
                {`Logged by ${contact.loggedByName} (${ENQUIRY_SOURCE_LABELS[contact.source]})`}
              </p>
            ) : null}
            <History contact={contact} />
          </Section>
        </>
      ) : null}
    </ModalDialog>
  );
}
