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

/** A text an admin writes on an enquiry (a note, a reply): its limit and what a bad one is told. */
export interface TextRule {
  max: number;
  required: string;
  tooLong: (length: number) => string;
}

export const NOTE_RULE: TextRule = {
  max: 2000,
  required: "Please write the note before saving it.",
  tooLong: (length) => `A note can be at most 2000 characters; this one has ${length}.`,
};

export const REPLY_RULE: TextRule = {
  max: 5000,
  required: "Please write the reply before sending it.",
  tooLong: (length) => `A reply can be at most 5000 characters; this one has ${length}.`,
};

/** What is wrong with such a text as typed, if anything (the API says the same). */
export function textProblem(body: string, rule: TextRule): string | undefined {
  const text = body.trim();
  if (text === "") return rule.required;
  if (text.length > rule.max) return rule.tooLong(text.length);
  return undefined;
}

/** Where an enquiry was sent from, as people read it. */
export const ENQUIRY_SOURCE_LABELS = {
  "get-started": "Get Started dialog",
  "contact-page": "Contact page",
} as const;

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

/** A reply mailed to the enquirer from the inbox. */
export interface ContactReply {
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
