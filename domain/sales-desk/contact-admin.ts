import { CONTACT_STATUSES, type ContactStatus } from "../options";
import type { RequiredTextRule } from "../text-rules";

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

/**
 * How an enquiry ended, kept beside its status (SPEC §7's three stay as they are): "won" when a
 * deposit it was asked is confirmed (decision 0098). No "lost" yet: nothing sets it.
 */
export const ENQUIRY_OUTCOMES = ["won"] as const;
export type EnquiryOutcome = (typeof ENQUIRY_OUTCOMES)[number];

/** A text an admin writes on an enquiry (a note, a reply): its limit and what a bad one is told. */
export const NOTE_RULE = {
  max: 2000,
  required: "Please write the note before saving it.",
  tooLong: (length) => `A note can be at most 2000 characters; this one has ${length}.`,
} satisfies RequiredTextRule;

export const REPLY_RULE = {
  max: 5000,
  required: "Please write the reply before sending it.",
  tooLong: (length) => `A reply can be at most 5000 characters; this one has ${length}.`,
} satisfies RequiredTextRule;

/** The two web forms an enquiry can be sent from. */
const WEB_SOURCES = ["get-started", "contact-page"] as const;

/** Where a conversation an admin logs by hand took place (issue 35; docs/decisions/0057). */
export const LOGGED_CHANNELS = ["whatsapp", "phone", "walk-in", "email"] as const;
export type LoggedChannel = (typeof LOGGED_CHANNELS)[number];

/** An enquiry's `source`: the web form it was sent from, or the channel it was logged from. */
export const ENQUIRY_SOURCES = [...WEB_SOURCES, ...LOGGED_CHANNELS] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

const LOGGED_CHANNEL_LABELS: Record<LoggedChannel, string> = {
  whatsapp: "WhatsApp",
  phone: "Phone",
  "walk-in": "Walk-in",
  email: "Email",
};

/** Where an enquiry was sent from, as people read it. */
export const ENQUIRY_SOURCE_LABELS: Record<EnquirySource, string> = {
  "get-started": "Get Started dialog",
  "contact-page": "Contact page",
  ...LOGGED_CHANNEL_LABELS,
};

/** The channels insights count enquiries by: both web forms as one, then each logged channel. */
export const ENQUIRY_CHANNELS = ["web", ...LOGGED_CHANNELS] as const;
export type EnquiryChannel = (typeof ENQUIRY_CHANNELS)[number];

export const ENQUIRY_CHANNEL_LABELS: Record<EnquiryChannel, string> = {
  web: "Web form",
  ...LOGGED_CHANNEL_LABELS,
};

export const channelOf = (source: EnquirySource): EnquiryChannel =>
  (WEB_SOURCES as readonly string[]).includes(source) ? "web" : (source as LoggedChannel);

export const isLoggedChannel = (source: EnquirySource): source is LoggedChannel =>
  (LOGGED_CHANNELS as readonly string[]).includes(source);

/** The most enquiries one bulk action takes; the screen selects at most a page of 100. */
export const BULK_MAX = 500;

/** A reply to a logged conversation that came with a phone number only. */
export const NO_EMAIL_TO_REPLY = "This enquiry has no email address: answer them by phone or WhatsApp.";

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

/** One change of an enquiry's owner: from whom, to whom (null: no one), who gave it and when. */
export interface OwnerChange {
  fromName: string | null;
  toName: string | null;
  changedByName: string;
  changedAt: string;
}

/** What an admin who has an enquiry open is doing with it. */
export const PRESENCE_ACTIVITIES = ["viewing", "replying"] as const;
export type PresenceActivity = (typeof PRESENCE_ACTIVITIES)[number];

/** Another admin with the enquiry open, as the panel's heartbeat answers it. */
export interface Presence {
  userId: string;
  name: string;
  activity: PresenceActivity;
}

/**
 * How often an open panel says it is still open (the issue asks for 15 s at most) and reads
 * whether the enquiry changed (10 s at most); and how long a presence counts without a heartbeat:
 * three missed beats, so a slow request never makes a colleague flicker out.
 */
export const PRESENCE_HEARTBEAT_MS = 5_000;
export const PRESENCE_TTL_SECONDS = 20;
