import type { ContactStatus } from "../../../../domain/options";
import { apiRequest } from "./http";

export interface Contact {
  _id: string;
  id: string;
  name: string;
  email: string;
  company?: string;
  phone?: string;
  message?: string;
  interest: string;
  status: ContactStatus;
  createdAt: string;
}

export const fetchContacts = () => apiRequest<Contact[]>("GET", "/api/contact");
export const updateContactStatus = (id: string, status: ContactStatus) =>
  apiRequest<Contact>("PUT", `/api/contact/${encodeURIComponent(id)}`, { status });
export const deleteContact = (id: string) =>
  apiRequest<unknown>("DELETE", `/api/contact/${encodeURIComponent(id)}`);
