import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AccountEvent } from "#domain/accounts/two-factor";
import type { CompanyDetails } from "#domain/company/company-details";
import type { LegalDetails } from "#domain/company/legal-details";
import { newSolutionDefaults, type SolutionData, type SolutionStatus } from "#domain/content/solution";
import {
  type ContactStatus,
  type IconName,
  INTEREST_VALUES,
  type Interest,
  type Role,
  type Tier,
} from "#domain/options";
import type { EnquiryOutcome, EnquirySource, PresenceActivity } from "#domain/sales-desk/contact-admin";
import type { SpamReason } from "#domain/sales-desk/enquiry-rules";
import { INSIGHT_DIMENSIONS, type InsightDimension } from "#domain/sales-desk/insights";
import type {
  FinalInvoiceStatement,
  InvoiceKind,
  PaymentGateway,
  PaymentStatus,
  StoredPaymentSettings,
} from "#domain/sales-desk/payment";
import type { QuoteLineUnit, StoredQuoteStatus } from "#domain/sales-desk/quote";
import { folded } from "./folded-text";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** SPEC §3's defaults, also the columns' defaults for rows written by hand. */
const NEW_SOLUTION = newSolutionDefaults();

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * When an outbox row (mail, webhook delivery) is next due; new rows are due at once, by this
 * process's clock. A pass compares against that clock (delivery-queue.ts), and the database's
 * now() carries microseconds: a row it stamped could be later than a pass in the same
 * millisecond, and wait for the next one.
 */
/** When an outbox row was last tried, and when it was delivered; null until then. */
const attemptTimes = () => ({
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
});

const nextAttemptAt = () =>
  timestamp("next_attempt_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  // Stored lower-cased so uniqueness and sign-in ignore case.
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role").$type<Role>().notNull().default("user"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Session tokens are kept only as a SHA-256 hash; the token itself lives in the client. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // What the account screen names a session by: the token hash must never leave the server.
    id: uuid("id").notNull().unique().defaultRandom(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Moved forward at most once a minute (sessions.ts), enough for the idle timeout.
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    // "Chrome on Android": enough to recognise a device, not the whole User-Agent.
    device: text("device").notNull().default("Unknown device"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * A user's TOTP second factor (docs/decisions/0034). Until `confirmedAt` is set the row is a
 * setup waiting for its first code, which counts only until `setupExpiresAt`. The secret never
 * leaves the server after the setup screen; `lastUsedStep` is the newest 30-second step a code
 * was accepted for, so no code works twice.
 */
export const secondFactors = pgTable("second_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  setupExpiresAt: timestamp("setup_expires_at", { withTimezone: true }).notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

/**
 * Single-use codes that stand in for the authenticator app, kept only as an argon2id hash (those
 * stored before 26 Nov 2026 as SHA-256: services/two-factor.ts tells them apart).
 */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("recovery_codes_user_code_idx").on(table.userId, table.codeHash)],
);

/**
 * A sign-in whose password was right and which waits for its second factor: the browser holds
 * the token, the table its hash, for a few minutes.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sign_in_challenges_user_idx").on(table.userId)],
);

/**
 * Changes to how a user signs in: two-factor turned on or off by them, or reset by an admin.
 * Who acted is kept by name too, so the record outlives the acting account.
 */
export const accountEvents = pgTable(
  "account_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event").$type<AccountEvent>().notNull(),
    actorId: uuid("actor_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("account_events_user_idx").on(table.userId, table.createdAt)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

/**
 * Uploaded bytes live in the database so every instance serves the same files. A resized copy
 * of an image (a variant) is a row of its own, pointing at its original: it is served by the
 * same code under /uploads/ and goes when the original goes.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Public name under /uploads/; a key never points at different bytes, so it is cached forever.
    key: text("key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
    // Pixel size of images (null for videos, and for images stored before variants existed,
    // which is how those are found and given variants).
    width: integer("width"),
    height: integer("height"),
    variantOf: uuid("variant_of").references((): AnyPgColumn => media.id, { onDelete: "cascade" }),
    // A still picture's few-kilobyte AVIF that a page may carry inline (processImage's preview);
    // null for videos, variants, animations and pictures stored before previews existed.
    preview: bytea("preview"),
    // What the picture shows, for its <img alt>: null until an admin describes it (pages then
    // say what they said before), "" for a picture marked decorative (decision 0058-media-library).
    alt: text("alt"),
    // SHA-256 of the file as it was uploaded (sha256 above is of the bytes stored, which for a
    // picture is its cleaned copy): the same file sent again is found by it and offered instead
    // of a second copy. Null for variants (decision 0081-uploads-with-alt-text-and-no-twins).
    uploadSha256: text("upload_sha256"),
    createdAt: createdAt(),
  },
  (table) => [
    index("media_variant_of_idx").on(table.variantOf),
    index("media_upload_sha256_idx").on(table.uploadSha256),
  ],
);

/**
 * The edit counter of content admins save through a form, and who saved it last. A save names
 * the version it started from (If-Match), so a save made from a stale copy is refused. Media
 * uploads do not count: they are not part of the form and cannot clash with it.
 */
const savedBy = () => ({
  version: integer("version").notNull().default(1),
  savedById: uuid("saved_by_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  // Kept as written, so a version still names who saved it after the account is gone; null for
  // content that no admin has saved yet (seeded).
  savedByName: text("saved_by_name"),
});

type SolutionJson<K extends keyof SolutionData> = SolutionData[K];

export const solutions = pgTable(
  "solutions",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    tagline: text("tagline").notNull().default(""),
    description: text("description").notNull().default(""),
    challenges: text("challenges").array().notNull().default(sql`'{}'::text[]`),
    sectors: text("sectors").array().notNull().default(sql`'{}'::text[]`),
    features: jsonb("features").$type<SolutionJson<"features">>().notNull().default([]),
    techStack: jsonb("tech_stack").$type<string[]>(),
    // "Words customers use" per language, which the finder weighs (decision 0085); null: none given.
    customerWords: jsonb("customer_words").$type<SolutionJson<"customerWords">>(),
    animation: jsonb("animation")
      .$type<SolutionJson<"animation">>()
      .notNull()
      .default({ nodes: [], edges: [] }),
    implementationSteps: jsonb("implementation_steps")
      .$type<SolutionJson<"implementationSteps">>()
      .notNull()
      .default([]),
    timeline: text("timeline").notNull().default(NEW_SOLUTION.timeline),
    pricing: jsonb("pricing").$type<SolutionJson<"pricing">>().notNull(),
    tier: text("tier").$type<Tier>().notNull().default(NEW_SOLUTION.tier),
    icon: text("icon").$type<IconName>().notNull().default(NEW_SOLUTION.icon),
    /**
     * The contact form's interest that goes with it, as its admin chose it (decision 0079):
     * `/contact?solution=` and Log a conversation start there. Null: none chosen, which reads
     * as "Other/Not Sure Yet".
     */
    interest: text("interest").$type<Interest>(),
    mediaId: uuid("media_id").references(() => media.id, { onDelete: "set null" }),
    // A still shown in place of a video until it plays (and instead of it on Save-Data).
    posterMediaId: uuid("poster_media_id").references(() => media.id, { onDelete: "set null" }),
    // Null is published (SPEC §7 clients never send it). publish_at is UTC ISO text, whose
    // text order is its time order; a published solution is hidden from visitors until then.
    status: text("status").$type<SolutionStatus>(),
    publishAt: text("publish_at"),
    // Set when an admin deletes it: in the Trash, hidden from everyone but the Trash view, and
    // purged with its versions 30 days later; its files stay in the library (decisions 0058, 0060).
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...savedBy(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("solutions_tier_check", sql`${table.tier} in ('bronze', 'silver', 'gold')`),
    check("solutions_status_check", sql`${table.status} in ('draft', 'published')`),
    check(
      "solutions_interest_check",
      sql`${table.interest} in (${sql.raw(INTEREST_VALUES.map((value) => `'${value}'`).join(", "))})`,
    ),
  ],
);

/**
 * Random keys made once per database and shared by every instance on it: what signs links
 * that must outlive a restart and work on any instance (a solution's preview link).
 */
export const signingKeys = pgTable("signing_keys", {
  name: text("name").primaryKey(),
  key: text("key").notNull(),
  /** The key before the last rotation, still accepted; null after a rotation that revoked it. */
  previousKey: text("previous_key"),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Enquiries from the Get Started dialog and the contact page (SPEC §3 "contact record"), and conversations an admin logged. */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    interest: text("interest").notNull(),
    source: text("source").$type<EnquirySource>().notNull(),
    status: text("status").$type<ContactStatus>().notNull().default("new"),
    /**
     * How it ended, beside the status SPEC §7 keeps to three: "won" once a deposit it was asked
     * is confirmed, which also moves it to Completed (decision 0098); null otherwise.
     */
    outcome: text("outcome").$type<EnquiryOutcome>(),
    // Where the enquiry came from (docs/decisions/0023): sent with the form, never a cookie.
    sourcePage: text("source_page").notNull().default(""),
    solutionId: text("solution_id"),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    /**
     * The phone number's digits as the search compares them: a South African number in
     * international form ("27721234567"), whatever was typed, which `phone` keeps for display;
     * written by the app (domain/phone-number.ts's searchedPhoneDigits), "" for no number.
     */
    phoneDigits: text("phone_digits").notNull().default(""),
    // What the admin search box looks in on the enquiry's own words (name, email, company,
    // phone, message), lower-cased with accents folded (search_folded, folded-text.ts) once at write time, then
    // the phone's digits, indexed by trigrams for substring search. The interest is matched by
    // its value and label through `interest` itself, and notes by notes_search
    // (server/services/sales-desk/inbox/contact-search.ts, docs/decisions/0067, 0076).
    search: text("search")
      .notNull()
      .generatedAlwaysAs(
        sql`${folded(sql.raw("name || ' ' || email || ' ' || company || ' ' || phone || ' ' || message"))} || ' ' || phone_digits`,
      ),
    /**
     * Its notes' words, folded as the search column is (search_folded: lower-cased, accents
     * off; migration 0037), kept by triggers on contact_notes (migration 0034): the
     * search reads a note's words from the enquiry's own row, so a word in 70,000 notes is one
     * pass over `contacts` that can be counted in pieces, not a lookup in the notes hashed
     * beside it (issue 52, decision 0076). Notes are joined by U+001F, which no one types in a
     * search box.
     */
    notesSearch: text("notes_search").notNull().default(""),
    createdAt: createdAt(),
    /** When an admin first opened it in the inbox; null while no one has: unread. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    /** The administrator who owns it; null while unassigned (or once that account is gone). */
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * When a reply is due: one SAST working day after arrival (domain/working-days.ts), set by
     * the app on insert; null on rows written by hand, which are then never overdue.
     */
    replyDueAt: timestamp("reply_due_at", { withTimezone: true }),
    /**
     * When it was first answered: its first reply, or when it was logged (a logged conversation
     * is itself the answer). Null while unanswered; a status change never sets it, so status
     * clicks never stop the reply clock (issue 45, item 4; decision 0076).
     */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /**
     * The administrator who logged a conversation by hand (a WhatsApp chat, a call, a visit), and
     * their name as it was then; null on enquiries sent through the site's forms.
     */
    loggedById: uuid("logged_by_id").references(() => users.id, { onDelete: "set null" }),
    loggedByName: text("logged_by_name"),
    /**
     * Counts the changes an admin (or a booking) made to it: status, owner, reply, note. Sent as
     * the ETag, named back in If-Match, so a change made over one unseen is refused (decision 0074).
     */
    version: integer("version").notNull().default(1),
    /** The latest such change: when and by whom (their name as it was); null until the first. */
    changedAt: timestamp("changed_at", { withTimezone: true }),
    changedById: uuid("changed_by_id").references(() => users.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name"),
  },
  (table) => [
    index("contacts_created_idx").on(table.createdAt, table.id),
    index("contacts_owner_created_idx").on(table.ownerId, table.createdAt, table.id),
    // The inbox asks every few seconds how many are unread: only those rows are in this index.
    index("contacts_unread_idx").on(table.createdAt).where(sql`${table.openedAt} is null`),
    index("contacts_status_created_idx").on(table.status, table.createdAt, table.id),
    // A search for an interest's label lists that interest's enquiries, newest first.
    index("contacts_interest_created_idx").on(table.interest, table.createdAt, table.id),
    // A Cal.com booking notes the newest enquiry from each attendee's email (any case): found
    // from this index, where without it each attendee read the whole table (issue 52).
    index("contacts_email_created_idx").on(sql`lower(${table.email})`, table.createdAt),
    // Every open inbox asks every few seconds when the latest change was: read from this index.
    index("contacts_changed_idx").on(table.changedAt),
    // The overdue ones are found among the unanswered by their deadline, without reading the rest.
    index("contacts_unanswered_due_idx").on(table.replyDueAt).where(sql`${table.answeredAt} is null`),
    // New rows wait in a pending list of at most 64 kB (about 40 enquiries), merged into the
    // index by the insert that fills it: sorted together, which costs an enquiry's insert a
    // third of entering its trigrams one by one. PGlite has no autovacuum to merge it sooner,
    // and every search reads the list row by row, so it stays small (decision 0042).
    index("contacts_search_trgm_idx")
      .using("gin", sql`${table.search} gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 64 }),
    index("contacts_notes_search_trgm_idx")
      .using("gin", sql`${table.notesSearch} gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 64 }),
    check("contacts_status_check", sql`${table.status} in ('new', 'in-progress', 'completed')`),
  ],
);

/**
 * Enquiries kept aside as spam (docs/decisions/0051): a filled honeypot, a form sent too fast
 * or with a forged token. A table of their own, not a flag on `contacts`, so nothing that reads
 * enquiries (inbox, counts, dashboard, insights, CSV, digest, overdue) can count one by
 * forgetting a filter. The enquiry is kept as it was sent,
 * to be stored as a contact should an admin find it is not spam.
 */
export const spamEnquiries = pgTable(
  "spam_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiry: jsonb("enquiry").$type<Record<string, unknown>>().notNull(),
    reason: text("reason").$type<SpamReason>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("spam_enquiries_created_idx").on(table.createdAt)],
);

/**
 * The idempotency keys enquiries came with (decision 0075): a phone that lost its signal sends
 * its kept enquiry again with the key it made, and the server answers a key it holds with the
 * enquiry (or the spam kept aside) the first send made. The primary key decides between two
 * sends at once. Kept at least 7 days, the longest a phone keeps an enquiry waiting; the daily
 * retention job deletes older ones.
 */
export const enquiryKeys = pgTable(
  "enquiry_keys",
  {
    key: text("key").primaryKey(),
    /** The contact's id, or the spam enquiry's: the `id` the first answer carried. */
    enquiryId: uuid("enquiry_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("enquiry_keys_created_idx").on(table.createdAt)],
);

/**
 * How many contacts have each status and interest, kept by triggers on `contacts` (see the
 * migrations), so the dashboard, the list's totals and a search for an interest's label never
 * count 100,000 rows (docs/decisions/0067).
 */
export const contactCounts = pgTable(
  "contact_counts",
  {
    status: text("status").$type<ContactStatus>().notNull(),
    interest: text("interest").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.interest] })],
);

/**
 * What staff write on an enquiry (a note, a reply): the enquiry, and the author, whose name is
 * kept as written so the entry still names them after the account is gone.
 */
const writtenOnContact = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  contactId: uuid("contact_id")
    .notNull()
    .references(() => contacts.id, { onDelete: "cascade" }),
  authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
  authorName: text("author_name").notNull(),
});

/** Internal notes staff write on an enquiry; the visitor never sees them. */
export const contactNotes = pgTable(
  "contact_notes",
  {
    ...writtenOnContact(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The inbox's search finds a note's words in its enquiry's notes_search (decision 0076).
    index("contact_notes_contact_idx").on(table.contactId, table.createdAt),
  ],
);

/** Replies sent to the enquirer from the inbox, as mailed (through the outbox). */
export const contactReplies = pgTable(
  "contact_replies",
  {
    ...writtenOnContact(),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_replies_contact_idx").on(table.contactId, table.createdAt)],
);

/** Every status change of an enquiry: who, when, from and to. */
export const contactStatusChanges = pgTable(
  "contact_status_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<ContactStatus>().notNull(),
    toStatus: text("to_status").$type<ContactStatus>().notNull(),
    changedById: uuid("changed_by_id").references(() => users.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_status_changes_contact_idx").on(table.contactId, table.changedAt)],
);

/** Every change of an enquiry's owner: who gave it to whom, and when (names as they were then). */
export const contactOwnerChanges = pgTable(
  "contact_owner_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** Null: it had no owner before, or has none now. */
    fromOwnerName: text("from_owner_name"),
    toOwnerId: uuid("to_owner_id").references(() => users.id, { onDelete: "set null" }),
    toOwnerName: text("to_owner_name"),
    changedById: uuid("changed_by_id").references(() => users.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_owner_changes_contact_idx").on(table.contactId, table.changedAt)],
);

/**
 * Who has an enquiry open, and whether they are writing a reply: one row per admin and enquiry,
 * renewed by the open panel's heartbeat and read by the others' (decision 0074). In the
 * database, so every instance sees the same; a row not renewed within PRESENCE_TTL_SECONDS no
 * longer counts and is deleted by the next heartbeat.
 */
export const contactPresence = pgTable(
  "contact_presence",
  {
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    activity: text("activity").$type<PresenceActivity>().notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.contactId, table.userId] }),
    index("contact_presence_seen_idx").on(table.seenAt),
    check("contact_presence_activity_check", sql`${table.activity} in ('viewing', 'replying')`),
  ],
);

/** Site-wide settings: a single row (id = 1). */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    homepageVideoMediaId: uuid("homepage_video_media_id").references(() => media.id, {
      onDelete: "set null",
    }),
    /** Whether visitors get an acknowledgement email for their enquiry (on by default). */
    acknowledgeEnquiries: boolean("acknowledge_enquiries").notNull().default(true),
    homepageVideoPosterMediaId: uuid("homepage_video_poster_media_id").references(() => media.id, {
      onDelete: "set null",
    }),
    ...savedBy(),
    /** How long enquiries are kept after the last contact (the privacy page says so). */
    enquiryRetentionMonths: integer("enquiry_retention_months").notNull().default(24),
    /** Phone, WhatsApp, email, address and social links; null until an admin saves them. */
    companyDetails: jsonb("company_details").$type<CompanyDetails>(),
    /** Who is told of enquiries; null until an admin saves them (then NOTIFY_EMAIL is told). */
    notifyRecipients: jsonb("notify_recipients").$type<string[]>(),
    /** Where enquiry events are POSTed, signed with the secret; null: nowhere. */
    webhook: jsonb("webhook").$type<{ url: string; secret: string }>(),
    /** Registered name and number, physical address, VAT registration; null until an admin saves them. */
    legalDetails: jsonb("legal_details").$type<LegalDetails>(),
    /**
     * PayFast, Yoco and the bank details for a deposit (services/payment-settings.ts); the
     * gateways' keys, passphrase and webhook secret are sealed (payments/secret-box.ts), so
     * neither a backup nor a database dump holds them in plain text. null: no gateway.
     */
    paymentSettings: jsonb("payment_settings").$type<StoredPaymentSettings>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("site_settings_singleton", sql`${table.id} = 1`),
    check("site_settings_retention_check", sql`${table.enquiryRetentionMonths} between 1 and 120`),
  ],
);

/** Mail waiting to be sent; a row survives restarts until delivery succeeds. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    // Where replies go (the enquirer, on an enquiry notification); null: to the sender.
    replyTo: text("reply_to"),
    /** Files made when it is sent (an invoice's PDF), by kind and record id; null: none (decision 0098). */
    attachments: jsonb("attachments").$type<{ kind: string; id: string }[]>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: nextAttemptAt(),
    sent: boolean("sent").notNull().default(false),
    lastError: text("last_error"),
    ...attemptTimes(),
    createdAt: createdAt(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.sent, table.nextAttemptAt)],
);

/**
 * Enquiry events waiting to be POSTed to the webhook (services/webhooks.ts). The body is kept
 * exactly as it is signed; the URL and secret are read from the settings at each attempt.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    event: text("event").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: nextAttemptAt(),
    /**
     * "pending" until delivered, or until an attempt failed at or after `giveUpAt` ("failed");
     * "dropped" when the webhook was removed before it was delivered.
     */
    state: text("state").notNull().default("pending"),
    lastError: text("last_error"),
    ...attemptTimes(),
    /** Failed attempts are retried until this time (72 hours on, and again after a resend). */
    giveUpAt: timestamp("give_up_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '72 hours'`),
    createdAt: createdAt(),
  },
  (table) => [
    index("webhook_deliveries_due_idx").on(table.state, table.nextAttemptAt),
    index("webhook_deliveries_created_idx").on(table.createdAt),
  ],
);

/**
 * Delivery queues whose deliveries are failing (server/db/delivery-queue.ts), one row each
 * while they are: inserted by the instance that saw the failure first and deleted by the one
 * that saw the recovery, so administrators are mailed once for each across instances.
 */
export const failingDeliveries = pgTable("failing_deliveries", {
  queue: text("queue").primaryKey(),
  since: timestamp("since", { withTimezone: true }).notNull(),
});

/**
 * Work done once a SAST day by whichever instance gets there first (services/daily-jobs.ts):
 * the row is inserted in the transaction that does the work, so a second instance's insert
 * waits for it and then finds the day taken.
 */
export const dailyJobs = pgTable(
  "daily_jobs",
  {
    job: text("job").notNull(),
    day: date("day").notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

/**
 * Fixed-window rate-limit counters. They live in the database so that every instance on one
 * PostgreSQL counts against the same allowance; expired windows are swept as they are passed.
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  // "<scope>:<subject>", e.g. "login-ip:203.0.113.5".
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Page views and daily visitors, summed per day and per what was viewed (docs/decisions/0029):
 * no row describes one visit. Every instance adds its batches to the same rows, so instances
 * on one PostgreSQL add up. `value` is the page path, solution id, referring host, the campaign
 * as a JSON array [source, medium, campaign], the device class, or "" for the whole site.
 */
export const insightCounts = pgTable(
  "insight_counts",
  {
    day: date("day").notNull(),
    dimension: text("dimension").$type<InsightDimension>().notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value] }),
    check(
      "insight_counts_dimension_check",
      sql.raw(`dimension in (${INSIGHT_DIMENSIONS.map((d) => `'${d}'`).join(", ")})`),
    ),
  ],
);

/**
 * The company's words on a page (issue 31): one row per page ("home"), created by the first
 * save; until then the page shows the defaults of domain/content/site-content.ts. A draft waits beside
 * the published words until it is published or discarded (decision 0062).
 */
export const pageContent = pgTable("page_content", {
  page: text("page").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  /** Words saved for the preview link but not yet published; null when there is none. */
  draft: jsonb("draft").$type<Record<string, unknown>>(),
  /** Counts every change to the draft (save, publish, discard): the draft's ETag. */
  draftVersion: integer("draft_version").notNull().default(1),
  /**
   * The published version the draft was started over: publishing it over a later one would
   * replace words the draft never held, so that needs the admin's word (decision 0062).
   */
  draftBase: integer("draft_base"),
  ...savedBy(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Earlier versions of saved content (a solution, or the settings), for an admin to restore:
 * each save keeps the one it replaces, with who saved that one and when. `subject` is
 * "solution:<id>", "settings" or "content:<page>"; only the newest CONTENT_VERSIONS_KEPT of each are kept.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subject: text("subject").notNull(),
    version: integer("version").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    savedById: uuid("saved_by_id").references(() => users.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("content_versions_subject_version_idx").on(table.subject, table.version)],
);

/**
 * The last quote number given in each year (decision 0091): the row is bumped in the
 * transaction that creates the quote, so two creations wait for each other, on any instance,
 * and a creation that fails gives its number back: Q-YYYY-NNNN has no gaps.
 */
export const quoteNumbers = pgTable("quote_numbers", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** Amounts in cents: R100 million is 10^10 cents, beyond an integer column. */
const cents = (name: string) => bigint(name, { mode: "number" });

/**
 * A quote made from an enquiry (issue 49 item 3, decision 0091). A draft is edited in place; a
 * sent one is frozen, and editing it makes the next revision (same number, a new row and link),
 * the old one `replaced`. Seller, buyer and VAT rate are copied in when it is saved and sent,
 * so a later change of settings never changes what the buyer was shown.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** The solution its lines came from (insights join quotes to it); null: none. */
    solutionId: text("solution_id"),
    number: text("number").notNull(),
    revision: integer("revision").notNull().default(1),
    status: text("status").$type<StoredQuoteStatus>().notNull().default("draft"),
    depositPercent: integer("deposit_percent").notNull(),
    validDays: integer("valid_days").notNull(),
    /** The last day (SAST) it can be accepted: its send day (or today, for a draft) plus validDays. */
    validUntil: date("valid_until").notNull(),
    terms: text("terms").notNull(),
    /** The VAT rate in hundredths of a percent (1500: 15 %); 0 when the seller is not VAT-registered. */
    vatBasisPoints: integer("vat_basis_points").notNull(),
    seller: jsonb("seller").$type<LegalDetails>().notNull(),
    buyer: jsonb("buyer").$type<{ name: string; company: string; email: string; phone: string }>().notNull(),
    /** The total incl. VAT (what the dashboard sums); the lines hold the rest. */
    totalCents: cents("total_cents").notNull(),
    ...savedBy(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** The buyer's acceptance: what they typed, when, from where, and the SHA-256 of the page they accepted. */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedName: text("accepted_name"),
    acceptedIp: text("accepted_ip"),
    acceptedUserAgent: text("accepted_user_agent"),
    acceptedSha256: text("accepted_sha256"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    /** The revision that replaced it; null while it is the latest. */
    replacedById: uuid("replaced_by_id").references((): AnyPgColumn => quotes.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("quotes_number_revision_idx").on(table.number, table.revision),
    index("quotes_contact_idx").on(table.contactId, table.createdAt),
    index("quotes_sent_idx").on(table.sentAt),
    // Insights read the period's acceptances by it (decision 0099).
    index("quotes_accepted_idx").on(table.acceptedAt),
    check(
      "quotes_status_check",
      sql`${table.status} in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'replaced')`,
    ),
    check("quotes_deposit_check", sql`${table.depositPercent} between 0 and 100`),
    check("quotes_valid_days_check", sql`${table.validDays} between 1 and 365`),
  ],
);

/** A quote's lines, in order; a line's total is quantity times unit amount, never stored. */
export const quoteLines = pgTable(
  "quote_lines",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitCents: cents("unit_cents").notNull(),
    unit: text("unit").$type<QuoteLineUnit>().notNull().default("once"),
  },
  (table) => [
    primaryKey({ columns: [table.quoteId, table.position] }),
    check("quote_lines_unit_check", sql`${table.unit} in ('once', 'month')`),
    check("quote_lines_amount_check", sql`${table.quantity} > 0 and ${table.unitCents} > 0`),
  ],
);

/**
 * A deposit asked of a buyer (issue 50; decision 0092): paid at PayFast or Yoco, or by bank
 * transfer marked received by an admin. Amounts are whole cents. `gatewayPaymentId` (PayFast's
 * pf_payment_id, Yoco's payment id) is unique per gateway, so a notification delivered twice
 * never confirms twice. The buyer's name and address are kept here because a payment is a
 * financial record that outlives the enquiry's retention (Tax Administration Act s29: 5 years).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** The quote whose deposit this is, when it came from one: one payment per quote (decision 0097). */
    quoteId: text("quote_id"),
    /** What the buyer quotes on a bank transfer, e.g. "DEP-7K3M9QX2". */
    reference: text("reference").notNull().unique(),
    description: text("description").notNull(),
    // Up to R100 million: beyond an integer column's range in cents.
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerVatNumber: text("buyer_vat_number").notNull().default(""),
    status: text("status").$type<PaymentStatus>().notNull().default("awaiting"),
    /** The gateway the buyer last went to, or "manual" once an admin marked it received. */
    gateway: text("gateway").$type<PaymentGateway>(),
    gatewayPaymentId: text("gateway_payment_id"),
    /** Yoco's checkout id, for Check again. */
    checkoutId: text("checkout_id"),
    /** When the buyer came back from the gateway's page: 15 min later without a confirmation, the desk asks to check. */
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedById: uuid("confirmed_by_id").references(() => users.id, { onDelete: "set null" }),
    confirmedByName: text("confirmed_by_name"),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    check("payments_amount_check", sql`${table.amountCents} > 0`),
    uniqueIndex("payments_gateway_payment_idx").on(table.gateway, table.gatewayPaymentId),
    index("payments_contact_idx").on(table.contactId),
    index("payments_created_idx").on(table.createdAt),
    uniqueIndex("payments_quote_idx").on(table.quoteId),
    // Insights read the period's deposits by it (decision 0099).
    index("payments_confirmed_idx").on(table.confirmedAt),
  ],
);

/**
 * Each PayFast ITN as it arrived, stored before it is answered 200 and checked afterwards: an
 * ITN answered is never sent again, so one lost to a crash or an unreachable validate call
 * would leave a paid deposit pending. `outcome` is null until it has been judged.
 */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    gateway: text("gateway").$type<PaymentGateway>().notNull(),
    body: text("body").notNull(),
    sourceAddress: text("source_address").notNull(),
    outcome: text("outcome"),
    receivedAt: createdAt(),
    judgedAt: timestamp("judged_at", { withTimezone: true }),
  },
  (table) => [index("payment_notifications_waiting_idx").on(table.judgedAt)],
);

/**
 * The one invoice sequence per year: the next number is taken in the transaction that confirms
 * the payment (an upsert that locks the year's row), so two instances wait for each other, a
 * rolled-back confirmation gives its number back, and numbers have no gaps (decision 0092).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * A (tax) invoice, never changed after issue: a deposit's, once per confirmed payment, or a
 * quote's final invoice, which deducts the deposit's (decision 0098, update of 7 Dec 2026).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** INV-YYYY-NNNNN. */
    number: text("number").notNull().unique(),
    /** The deposit it was issued for; null on a final invoice. */
    paymentId: uuid("payment_id")
      .unique()
      .references(() => payments.id),
    /** A final invoice's deposit invoice: unique, so a deposit is deducted once and a final invoice issued once. */
    deductsInvoiceId: uuid("deducts_invoice_id")
      .unique()
      .references((): AnyPgColumn => invoices.id),
    /** A final invoice's whole supply and deduction as it states them, frozen at issue. */
    statement: jsonb("statement").$type<FinalInvoiceStatement>(),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    exclVatCents: bigint("excl_vat_cents", { mode: "number" }).notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    inclVatCents: bigint("incl_vat_cents", { mode: "number" }).notNull(),
    vatPercent: integer("vat_percent_points").notNull(),
    /** The seller's and buyer's details as the invoice states them, frozen at issue. */
    seller: jsonb("seller").$type<LegalDetails>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("invoices_totals_check", sql`${table.exclVatCents} + ${table.vatCents} = ${table.inclVatCents}`),
    check(
      "invoices_kind_check",
      sql`(${table.paymentId} is null) = (${table.deductsInvoiceId} is not null) and (${table.deductsInvoiceId} is null) = (${table.statement} is null)`,
    ),
  ],
);
