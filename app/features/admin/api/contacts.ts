import type {
  ContactNote,
  ContactReply,
  LoggedChannel,
  Presence,
  PresenceActivity,
} from "#domain/contact-admin";
import type { ContactStatus } from "#domain/options";
import type { ContactListBody } from "#server/api/contacts";
import type { ContactDetail } from "#server/services/contact-activity";
import type { ContactRecord } from "#server/services/contact-record";
import type { InboxSummary } from "#server/services/contacts";
import { apiBackground, apiGetBody, apiRequest, apiVersioned } from "./http";

export type { ContactDetail, ContactNote, ContactReply, InboxSummary };
/**
 * A contact as the API sends it (server/services/contact-record.ts); read with either spelling
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

const BASE = "/api/contact";
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** `after`: the `next` of the page before, which the server finds without counting the pages up to it. */
export function fetchContactList(
  { q, status, mine, overdue, page, pageSize }: ContactListQuery,
  after?: string,
) {
  const query = new URLSearchParams({ q, status, page: String(page), pageSize: String(pageSize) });
  if (mine) query.set("owner", "me");
  if (overdue) query.set("overdue", "true");
  if (after) query.set("after", after);
  return apiGetBody<ContactList>(`${BASE}?${query}`);
}
export const fetchInboxSummary = () => apiBackground<InboxSummary>(`${BASE}/summary`);
export const fetchContactDetail = (id: string) => apiRequest<ContactDetail>("GET", one(id));

// A change names the version of the enquiry its admin saw (`version`, If-Match): another admin's
// change since is a VersionConflict carrying who made it, when, and the enquiry as it is now.
const changeAt = <T>(method: "PUT" | "POST", path: string, body: unknown, version: number) =>
  apiVersioned<T>(method, path, { body, version }).then((answer) => answer.data);
export const updateContactStatus = (id: string, status: ContactStatus, version: number) =>
  changeAt<Contact>("PUT", one(id), { status }, version);
export const deleteContact = (id: string) => apiRequest<unknown>("DELETE", one(id));
export const addContactNote = (id: string, body: string, version: number) =>
  changeAt<ContactNote>("POST", `${one(id)}/notes`, { body }, version);
export const sendContactReply = (id: string, body: string, version: number) =>
  changeAt<ContactReply>("POST", `${one(id)}/replies`, { body }, version);
export const assignContact = (id: string, ownerId: string | null, version: number) =>
  changeAt<Contact>("PUT", `${one(id)}/owner`, { ownerId }, version);

/** What the open panel's heartbeat hears: the enquiry's version now, and who else has it open. */
export interface PresenceAnswer {
  version: number;
  others: Presence[];
}
/** The open panel's heartbeat: it keeps no idle session alive. */
export const sayPresent = (id: string, activity: PresenceActivity) =>
  apiBackground<PresenceAnswer>(`${one(id)}/presence`, "PUT", { activity });
export const sayClosed = (id: string) => apiBackground<unknown>(`${one(id)}/presence`, "DELETE");
export const assignContacts = (ids: string[], ownerId: string | null) =>
  apiRequest<Contact[]>("POST", `${BASE}/bulk-owner`, { ids, ownerId });
export const updateContactStatuses = (ids: string[], status: ContactStatus) =>
  apiRequest<Contact[]>("POST", `${BASE}/bulk-status`, { ids, status });
export const deleteContacts = (ids: string[]) =>
  apiRequest<{ deleted: number }>("POST", `${BASE}/bulk-delete`, { ids });
/** Moves the enquiries to the Spam view; resolves to how many moved. */
export const markContactsSpam = (ids: string[]) =>
  ids.length === 1
    ? apiRequest<{ id: string }>("POST", `${one(ids[0] as string)}/spam`).then(() => 1)
    : apiRequest<{ moved: number }>("POST", `${BASE}/bulk-spam`, { ids }).then((answer) => answer.moved);

/** A conversation held off the site, as the inbox's "Log a conversation" sends it. */
export interface LoggedConversationInput {
  name: string;
  phone: string;
  email: string;
  company: string;
  message: string;
  channel: LoggedChannel;
  interest: string;
  solutionId: string;
}
export const logConversation = (conversation: LoggedConversationInput) =>
  apiRequest<Contact>("POST", `${BASE}/conversations`, conversation);
