import { type Answered, call } from "./http";

/** An enquiry kept aside as spam, as the spam API lists it. */
export type SpamEnquiry = Answered<"GET /api/spam-enquiries">["items"][number];

export const fetchSpam = () => call("GET /api/spam-enquiries");
export const deleteSpam = (id: string) => call("DELETE /api/spam-enquiries/:id", { params: { id } });
export const emptySpam = () => call("DELETE /api/spam-enquiries");
export const markNotSpam = (id: string) => call("POST /api/spam-enquiries/:id/not-spam", { params: { id } });
