import type { ContactNote, StatusChange } from "../../../../domain/contact-admin";
import type { ContactStatus } from "../../../../domain/options";

export type { ContactNote } from "../../../../domain/contact-admin";

import { apiGetBody, apiRequest } from "./http";

export interface Contact {
  _id: string;
  id: string;
  name: string;
  email: string;
  company?: string;
  phone?: string;
  message?: string;
  interest: string;
  /** `in-progress`; `inProgress` is read the same (SPEC §3 has both). */
  status: ContactStatus | "inProgress";
  createdAt: string;
  source?: "get-started" | "contact-page";
  sourcePage?: string;
  solutionId?: string | null;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

export interface ContactDetail extends Contact {
  solutionTitle: string | null;
  notes: ContactNote[];
  history: StatusChange[];
}

export interface ContactListQuery {
  q: string;
  status: ContactStatus | "all";
  page: number;
  pageSize: number;
}

export interface ContactPage {
  data: Contact[];
  total: number;
  page: number;
  pageCount: number;
}

const BASE = "/api/contact";
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const fetchContacts = () => apiRequest<Contact[]>("GET", BASE);
export function fetchContactPage({ q, status, page, pageSize }: ContactListQuery) {
  const query = new URLSearchParams({ q, status, page: String(page), pageSize: String(pageSize) });
  return apiGetBody<ContactPage>(`${BASE}?${query}`);
}
export const fetchContactDetail = (id: string) => apiRequest<ContactDetail>("GET", one(id));
export const updateContactStatus = (id: string, status: ContactStatus) =>
  apiRequest<Contact>("PUT", one(id), { status });
export const deleteContact = (id: string) => apiRequest<unknown>("DELETE", one(id));
export const addContactNote = (id: string, body: string) =>
  apiRequest<ContactNote>("POST", `${one(id)}/notes`, { body });
export const updateContactStatuses = (ids: string[], status: ContactStatus) =>
  apiRequest<Contact[]>("POST", `${BASE}/bulk-status`, { ids, status });
export const deleteContacts = (ids: string[]) =>
  apiRequest<{ deleted: number }>("POST", `${BASE}/bulk-delete`, { ids });
