import { CONTACT_STATUSES, type ContactStatus } from "#domain/options";
import { failureMessage } from "../../../lib/api-client";
import { type ContactList, type ContactListQuery, fetchContactList } from "../api/contacts";
import { ADMIN_FAILURES } from "../ui/error-catalogue";

// The inbox's view lives in the address (?q=&status=&owner=me&overdue=1&page=, and &id= for
// the open enquiry), so a link, a reload or Back shows it again. The route's clientLoader reads
// the page for it: the router, not this code, sees that an answer to an older address never
// replaces a newer one (decision 0059-admin-lists-from-route-loaders).

const PAGE_SIZE = 50;

/** A page of the inbox for one view, or the SPEC §8 text of why it did not come. */
export interface LoadedContacts {
  query: ContactListQuery;
  page: ContactList | null;
  error: string | null;
}

const statusFilter = (value: string | null): ContactStatus | "all" =>
  CONTACT_STATUSES.find((status) => status === value) ?? "all";

/** The list the address asks for; anything it does not understand reads as the default. */
export function contactListQuery(address: URLSearchParams): ContactListQuery {
  return {
    q: (address.get("q") ?? "").trim(),
    status: statusFilter(address.get("status")),
    mine: address.get("owner") === "me",
    overdue: address.get("overdue") === "1",
    page: Math.max(1, Math.trunc(Number(address.get("page"))) || 1),
    pageSize: PAGE_SIZE,
  };
}

/** Failures become the screen's error banner, above the rows already shown. */
export async function loadContacts(address: URLSearchParams): Promise<LoadedContacts> {
  const query = contactListQuery(address);
  try {
    return { query, page: await fetchContactList(query), error: null };
  } catch (reason) {
    return { query, page: null, error: failureMessage(reason, ADMIN_FAILURES.contacts.load) };
  }
}

/** The address without the open enquiry: any other parameter (a filter added later too) is the list's. */
function listAddress(url: URL) {
  const params = new URLSearchParams(url.search);
  params.delete("id");
  params.sort();
  return `${url.pathname}?${params}`;
}

/** Whether going from one address to the other shows another list (opening an enquiry does not). */
export const listChanged = (from: URL, to: URL) => listAddress(from) !== listAddress(to);
