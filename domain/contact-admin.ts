import { CONTACT_STATUSES, type ContactStatus } from "./options";

// Rules of the admin inbox that the screen and the API share. No zod: the admin screens import it.

/**
 * SPEC §3 spells "in progress" two ways (`in-progress` in contact management, `inProgress` in
 * the dashboard breakdown). Both are accepted wherever a status comes in; `in-progress` is stored.
 */
export const CONTACT_STATUS_INPUTS = [...CONTACT_STATUSES, "inProgress"] as const;

export function toContactStatus(value: string): ContactStatus | undefined {
  if (value === "inProgress") return "in-progress";
  return (CONTACT_STATUSES as readonly string[]).includes(value) ? (value as ContactStatus) : undefined;
}

export const NOTE_MAX_LENGTH = 2000;
export const NOTE_REQUIRED = "Please write the note before saving it.";
export const noteTooLong = (length: number) =>
  `A note can be at most ${NOTE_MAX_LENGTH} characters; this one has ${length}.`;

/** What is wrong with a note as typed, if anything (the API says the same). */
export function noteProblem(body: string): string | undefined {
  const text = body.trim();
  if (text === "") return NOTE_REQUIRED;
  if (text.length > NOTE_MAX_LENGTH) return noteTooLong(text.length);
  return undefined;
}

/** The most enquiries one bulk action takes; the screen selects at most a page of 100. */
export const BULK_MAX = 500;

/** The answer to a note or status change on an enquiry that has since been deleted. */
export const CONTACT_GONE = "This enquiry has been deleted, so it can no longer be changed.";

/** An internal note on an enquiry, as the API answers it. */
export interface ContactNote {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

/** One status change of an enquiry: from, to, who and when. */
export interface StatusChange {
  from: string;
  to: string;
  changedByName: string;
  changedAt: string;
}
