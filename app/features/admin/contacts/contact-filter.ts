import type { ContactStatus } from "../../../../domain/options";
import type { Contact } from "../api/contacts";
import { textSearch } from "../ui/text-search";
import { interestLabel } from "./interest-label";

export type StatusFilter = ContactStatus | "all";

const contactSearch = textSearch<Contact>((contact) => [
  contact.name,
  contact.email,
  contact.company,
  contact.interest,
  interestLabel(contact.interest),
]);

/** SPEC §2: search by name, email, company and interest (its value or label), and filter by status. */
export function filterContacts(contacts: readonly Contact[], query: string, status: StatusFilter): Contact[] {
  const matches = contactSearch(query);
  return contacts.filter((contact) => (status === "all" || contact.status === status) && matches(contact));
}
