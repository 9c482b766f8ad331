import type { ContactStatus } from "#domain/options";
import type { ContactNote, ContactReply, PresenceActivity } from "#domain/sales-desk/contact-admin";
import type { ContactListBody } from "#server/api/sales-desk/inbox/contacts";
import type { ContactRecord } from "#server/services/sales-desk/contact-record";
import type { ContactDetail } from "#server/services/sales-desk/inbox/contact-activity";
import type { InboxSummary } from "#server/services/sales-desk/inbox/contacts";
import { type Answered, apiGetBody, type CallInput, call, callInBackground, callVersioned } from "./http";

export type { ContactDetail, ContactNote, ContactReply, InboxSummary };
/**
 * A contact as the API sends it (server/services/sales-desk/contact-record.ts); read with either spelling
 * of "in progress", as SPEC §3 has both.
 */
export type Contact = Omit<ContactRecord, "status"> & { status: ContactStatus | "inProgress" };
/** A page of the contact list (GET /api/contact with a query), its contacts as above. */
export type ContactList = Omit<ContactListBody, "data"> & { data: Contact[] };

export interface ContactListQuery {
  q: string;
  status: ContactStatus | "all";
  /** Only the enquiries the signed-in admin owns. */
  mine: boolean;
  /** Only those unanswered one working day after they arrived. */
  overdue: boolean;
  page: number;
  pageSize: number;
}

/** `after`: the `next` of the page before, which the server finds without counting the pages up to it. */
export function fetchContactList(
  { q, status, mine, overdue, page, pageSize }: ContactListQuery,
  after?: string,
) {
  const query = new URLSearchParams({ q, status, page: String(page), pageSize: String(pageSize) });
  if (mine) query.set("owner", "me");
  if (overdue) query.set("overdue", "true");
  if (after) query.set("after", after);
  // The page's totals beside `data`, which the declared answer leaves optional (the list without a
  // query has none): this read's type is the server's own for it (contacts.ts).
  return apiGetBody<ContactList>(`/api/contact?${query}`);
}
export const fetchInboxSummary = () => callInBackground("GET /api/contact/summary");
export const fetchContactDetail = (id: string) => call("GET /api/contact/:id", { params: { id } });

// A change names the version of the enquiry its admin saw (`version`, If-Match): another admin's
// change since is a VersionConflict carrying who made it, when, and the enquiry as it is now.
export const updateContactStatus = (id: string, status: ContactStatus, version: number) =>
  callVersioned("PUT /api/contact/:id", version, { params: { id }, body: { status } }).then(
    ({ data }) => data,
  );
export const deleteContact = (id: string) => call("DELETE /api/contact/:id", { params: { id } });
export const addContactNote = (id: string, body: string, version: number) =>
  callVersioned("POST /api/contact/:id/notes", version, { params: { id }, body: { body } }).then(
    ({ data }) => data,
  );
export const sendContactReply = (id: string, body: string, version: number) =>
  callVersioned("POST /api/contact/:id/replies", version, { params: { id }, body: { body } }).then(
    ({ data }) => data,
  );
export const assignContact = (id: string, ownerId: string | null, version: number) =>
  callVersioned("PUT /api/contact/:id/owner", version, { params: { id }, body: { ownerId } }).then(
    ({ data }) => data,
  );

/** What the open panel's heartbeat hears: the enquiry's version now, and who else has it open. */
export type PresenceAnswer = Answered<"PUT /api/contact/:id/presence">;
/** The open panel's heartbeat: it keeps no idle session alive. */
export const sayPresent = (id: string, activity: PresenceActivity) =>
  callInBackground("PUT /api/contact/:id/presence", { params: { id }, body: { activity } });
export const sayClosed = (id: string) =>
  callInBackground("DELETE /api/contact/:id/presence", { params: { id } });
export const assignContacts = (ids: string[], ownerId: string | null) =>
  call("POST /api/contact/bulk-owner", { body: { ids, ownerId } });
export const updateContactStatuses = (ids: string[], status: ContactStatus) =>
  call("POST /api/contact/bulk-status", { body: { ids, status } });
export const deleteContacts = (ids: string[]) => call("POST /api/contact/bulk-delete", { body: { ids } });
/** Moves the enquiries to the Spam view; resolves to how many moved. */
export const markContactsSpam = (ids: string[]) =>
  ids.length === 1
    ? call("POST /api/contact/:id/spam", { params: { id: ids[0] as string } }).then(() => 1)
    : call("POST /api/contact/bulk-spam", { body: { ids } }).then((answer) => answer.moved);

/** A conversation held off the site, as the inbox's "Log a conversation" sends it: every field. */
export type LoggedConversationInput = Required<CallInput<"POST /api/contact/conversations">["body"]>;
export const logConversation = (conversation: LoggedConversationInput) =>
  call("POST /api/contact/conversations", { body: conversation });
