import type { SpamEnquiry } from "#server/services/spam-enquiries";
import { apiRequest } from "./http";

export type { SpamEnquiry };

const BASE = "/api/spam-enquiries";

/** The newest enquiries kept aside as spam, and how many there are in all. */
export const fetchSpam = () => apiRequest<{ items: SpamEnquiry[]; total: number }>("GET", BASE);
/** Deletes one for good. */
export const deleteSpam = (id: string) => apiRequest<unknown>("DELETE", `${BASE}/${encodeURIComponent(id)}`);
/** Deletes every one for good; resolves to how many there were. */
export const emptySpam = () => apiRequest<{ deleted: number }>("DELETE", BASE);
/** Moves one into the inbox as a new enquiry; resolves to its id there. */
export const markNotSpam = (id: string) =>
  apiRequest<{ id: string }>("POST", `${BASE}/${encodeURIComponent(id)}/not-spam`);
