import { z } from "zod";
import type { SessionSummary } from "#domain/accounts/session";
import type { TwoFactorSetup, TwoFactorStatus } from "#domain/accounts/two-factor";
import type { CompanyDetails } from "#domain/company/company-details";
import type { LegalDetails } from "#domain/company/legal-details";
import type { VersionSummary } from "#domain/content/content-version";
import type { ImageVariant, ResponsiveImage } from "#domain/content/media";
import type { LibraryItem, MediaUse, UploadedItem } from "#domain/content/media-library";
import {
  type Solution,
  type SolutionMedia,
  type SolutionSummary,
  solutionInputSchema,
  type TrashedSolution,
} from "#domain/content/solution";
import { CONTACT_STATUSES, ROLES } from "#domain/options";
import {
  type ContactNote,
  type ContactReply,
  ENQUIRY_CHANNELS,
  ENQUIRY_OUTCOMES,
  ENQUIRY_SOURCES,
  type EnquiryChannel,
  LOGGED_CHANNELS,
  type OwnerChange,
  PRESENCE_ACTIVITIES,
  type Presence,
  type StatusChange,
} from "#domain/sales-desk/contact-admin";
import { DEVICE_CLASSES, INSIGHT_PERIODS, type InsightsReport } from "#domain/sales-desk/insights";
import { QUOTE_STATUSES } from "#domain/sales-desk/quote";
import type { ListedUser, PublicUser } from "../../services/accounts/users";
import type { ContactRecord } from "../../services/sales-desk/contact-record";
import type { ContactDetail } from "../../services/sales-desk/inbox/contact-activity";
import type { InboxSummary } from "../../services/sales-desk/inbox/contacts";
import type { DeliveryHealth, DeliveryView } from "../../services/sales-desk/notify/webhooks";
import { WEBHOOK_EVENTS } from "../../services/sales-desk/notify/webhooks";
import type { NotificationSettings } from "../../services/settings/notification-settings";
import type { EnquirySettings, SiteSettings } from "../../services/settings/settings";

// What the API sends, for the OpenAPI document. Each schema `satisfies` the server's own type
// of it (decision 0037), so a field that type gains or changes fails `npm run typecheck` here
// until the document says so too. (The dashboard's is beside its type, in dashboard.ts.)

// Named by their format: the patterns zod would write out for these are long and say no more.
const when = z.string().meta({ format: "date-time" });
export const uuid = z.string().meta({ format: "uuid" });

export const userSchema = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: when,
}) satisfies z.ZodType<PublicUser>;

export const listedUserSchema = userSchema.extend({ twoFactor: z.boolean() }) satisfies z.ZodType<ListedUser>;

export const signedInUserSchema = userSchema.extend({
  twoFactor: z.boolean(),
  /** An admin REQUIRE_ADMIN_2FA asks to set up two-factor sign-in before anything else. */
  twoFactorSetupRequired: z.boolean(),
});

export const sessionSchema = z.object({
  id: uuid,
  createdAt: when,
  lastSeenAt: when,
  device: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<SessionSummary>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.int(),
  required: z.boolean(),
}) satisfies z.ZodType<TwoFactorStatus>;

export const pendingTwoFactorSchema = z.object({
  uri: z.string(),
  secret: z.string(),
  qrCodeSvg: z.string(),
  expiresAt: when,
}) satisfies z.ZodType<TwoFactorSetup>;

const variantSchema = z.object({
  url: z.string(),
  type: z.string(),
  width: z.int(),
}) satisfies z.ZodType<ImageVariant>;

const responsiveImageSchema = z.object({
  url: z.string(),
  width: z.int(),
  height: z.int(),
  variants: z.array(variantSchema),
  preview: z.string().optional(),
}) satisfies z.ZodType<ResponsiveImage>;

const posterSchema = responsiveImageSchema.extend({ fileName: z.string() });

const mediaSchema = z.object({
  type: z.enum(["image", "video"]),
  url: z.string(),
  fileName: z.string(),
  width: z.int().optional(),
  height: z.int().optional(),
  variants: z.array(variantSchema).optional(),
  poster: posterSchema.optional(),
  alt: z
    .string()
    .optional()
    .meta({ description: "The picture's alt text from the media library; empty when decorative" }),
}) satisfies z.ZodType<SolutionMedia>;

const mediaUseSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("solution"),
    id: z.string(),
    title: z.string(),
    as: z.enum(["media", "poster"]),
    inTrash: z
      .boolean()
      .meta({ description: "The solution is in the Trash: still a use, as it may be restored" }),
  }),
  z.object({ kind: z.literal("homepage-video"), as: z.enum(["video", "poster"]) }),
]) satisfies z.ZodType<MediaUse>;

export const libraryItemSchema = z.object({
  id: uuid,
  type: z.enum(["image", "video"]),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.int(),
  createdAt: when,
  image: responsiveImageSchema.optional(),
  alt: z.string().optional(),
  usedBy: z.array(mediaUseSchema),
}) satisfies z.ZodType<LibraryItem>;

export const uploadedItemSchema = libraryItemSchema.extend({
  alreadyInLibrary: z.boolean().meta({
    description: "True when the library had a file with this content: that file, and nothing stored",
  }),
}) satisfies z.ZodType<UploadedItem>;

export const solutionSchema = solutionInputSchema.extend({
  media: mediaSchema.optional(),
}) satisfies z.ZodType<Solution>;

export const solutionSummarySchema = solutionInputSchema
  .pick({
    id: true,
    title: true,
    tagline: true,
    icon: true,
    tier: true,
    challenges: true,
    sectors: true,
    // Only in an admin's list: anonymous visitors are never sent a draft or a scheduled one, nor
    // the inbox's interest (Log a conversation starts there).
    status: true,
    publishAt: true,
    interest: true,
  })
  .extend({
    unreadPrices: z.array(z.string()).optional().meta({
      description:
        "Only in an admin's list: price texts no amount could be read from (shown as 'Price on request' until the admin enters an amount).",
    }),
  }) satisfies z.ZodType<SolutionSummary>;

export const previewLinkSchema = z.object({
  url: z.string().describe("The page as it will look, for anyone holding the link, until expiresAt"),
  expiresAt: z.string(),
});

export const trashedSolutionSchema = z.object({
  id: z.string(),
  title: z.string(),
  tier: solutionInputSchema.shape.tier,
  deletedAt: when,
  purgeAt: when.describe("When it is deleted for good, with its media and versions"),
}) satisfies z.ZodType<TrashedSolution>;

export const versionSchema = z.object({
  version: z.int(),
  savedAt: when,
  savedBy: z.string().nullable(),
}) satisfies z.ZodType<VersionSummary>;

export const contactSchema = z.object({
  _id: uuid,
  id: uuid,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  message: z.string(),
  interest: z.string(),
  source: z.enum(ENQUIRY_SOURCES).meta({
    description: "The web form it was sent from, or the channel of a conversation an admin logged.",
  }),
  status: z.enum(CONTACT_STATUSES),
  outcome: z.enum(ENQUIRY_OUTCOMES).nullable().meta({
    description:
      "How it ended, beside the status: won once a deposit it was asked is confirmed (it is then Completed); null otherwise.",
  }),
  createdAt: when,
  sourcePage: z.string(),
  solutionId: z.string().nullable(),
  referrerHost: z.string(),
  utmSource: z.string(),
  utmMedium: z.string(),
  utmCampaign: z.string(),
  unread: z.boolean(),
  ownerId: uuid.nullable(),
  ownerName: z.string().nullable(),
  solutionTitle: z.string().nullable(),
  lastReplyAt: when.nullable(),
  notesCount: z.int(),
  overdue: z.boolean(),
  loggedByName: z
    .string()
    .nullable()
    .meta({ description: "Who logged the conversation by hand; null for an enquiry sent from the site." }),
  version: z.int().meta({
    description:
      "Counts its changes (status, owner, reply, note): the ETag of GET /api/contact/{id}, named in If-Match.",
  }),
  quoteStatus: z
    .enum(QUOTE_STATUSES)
    .nullable()
    .meta({ description: "Its latest quote's state (replaced revisions aside); null: no quote yet." }),
}) satisfies z.ZodType<ContactRecord>;

export const savedNoteSchema = z.object({
  id: uuid,
  authorName: z.string(),
  body: z.string(),
  createdAt: when,
}) satisfies z.ZodType<ContactNote>;

export const savedReplySchema = savedNoteSchema satisfies z.ZodType<ContactReply>;

export const inboxSummarySchema = z.object({
  unread: z.int(),
  latest: when.nullable(),
  changedAt: when
    .nullable()
    .meta({ description: "When an admin last changed any enquiry; null before the first." }),
  total: z.int().meta({ description: "How many enquiries there are (a deletion moves it)." }),
}) satisfies z.ZodType<InboxSummary>;

const statusChangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  changedByName: z.string(),
  changedAt: when,
}) satisfies z.ZodType<StatusChange>;

const ownerChangeSchema = z.object({
  fromName: z.string().nullable(),
  toName: z.string().nullable(),
  changedByName: z.string(),
  changedAt: when,
}) satisfies z.ZodType<OwnerChange>;

export const contactDetailSchema = contactSchema.extend({
  notes: z.array(savedNoteSchema),
  replies: z.array(savedReplySchema),
  history: z.array(statusChangeSchema),
  assignments: z
    .array(ownerChangeSchema)
    .meta({ description: "Who gave it to whom (null: no one), oldest first." }),
}) satisfies z.ZodType<ContactDetail>;

export const presenceSchema = z.object({
  version: z
    .int()
    .meta({ description: "The enquiry's version now: a panel that read another reads it again." }),
  others: z.array(
    z.object({
      userId: uuid,
      name: z.string(),
      activity: z.enum(PRESENCE_ACTIVITIES),
    }) satisfies z.ZodType<Presence>,
  ),
});

export const siteSettingsSchema = z.object({
  homepageVideo: z
    .object({
      url: z.string(),
      fileName: z.string(),
      poster: posterSchema.optional(),
      variants: z.array(variantSchema).optional(),
    })
    .optional(),
}) satisfies z.ZodType<SiteSettings>;

export const storedEnquirySettingsSchema = z.object({
  acknowledgeEnquiries: z.boolean(),
  retentionMonths: z.int(),
}) satisfies z.ZodType<EnquirySettings>;

export const storedLegalDetailsSchema = z.object({
  registeredName: z.string(),
  registrationNumber: z
    .string()
    .meta({ description: "CIPC's form, e.g. 2019/123456/07; empty until given." }),
  physicalAddress: z.string(),
  vatRegistered: z.boolean().meta({ description: "false: prices carry no VAT and no page mentions VAT." }),
  vatNumber: z.string().meta({ description: "10 digits starting with 4; empty when not registered." }),
  vatRates: z.array(z.object({ from: z.string(), percent: z.number() })).meta({
    description: "The standard VAT rate by the date it took effect (yyyy-mm-dd).",
  }),
}) satisfies z.ZodType<LegalDetails>;

export const storedCompanyDetailsSchema = z.object({
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  address: z.string(),
  social: z.object({ linkedin: z.string(), facebook: z.string(), x: z.string() }),
  bookingUrl: z.string().meta({ description: "A booking page; empty when none is offered." }),
}) satisfies z.ZodType<CompanyDetails>;

const tally = { views: z.int(), visitors: z.int() };
const salesTally = {
  quotesSent: z.int(),
  quotesAccepted: z.int(),
  acceptedCents: z.int(),
  deposits: z.int(),
  depositCents: z.int(),
};

export const insightsSchema = z.object({
  days: z.literal(INSIGHT_PERIODS),
  series: z.array(
    z.object({
      date: z.string().meta({ format: "date" }),
      enquiries: z.int(),
      whatsapp: z.int().meta({ description: "Clicks on a WhatsApp button that day." }),
      ...tally,
    }),
  ),
  pages: z.array(z.object({ path: z.string(), ...tally })),
  solutions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      enquiries: z.int(),
      whatsapp: z.int().meta({ description: "Clicks on the WhatsApp button of its page." }),
      conversion: z.number().nullable(),
      ...tally,
    }),
  ),
  referrers: z.array(z.object({ host: z.string(), ...tally })),
  campaigns: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), ...tally })),
  channels: z
    .object(
      Object.fromEntries(ENQUIRY_CHANNELS.map((channel) => [channel, z.int()])) as Record<
        EnquiryChannel,
        z.ZodInt
      >,
    )
    .meta({
      description:
        "Enquiries in the period by channel: the web forms, or each channel a conversation was logged from.",
    }),
  devices: z.object(
    Object.fromEntries(DEVICE_CLASSES.map((device) => [device, z.object(tally)])) as Record<
      (typeof DEVICE_CLASSES)[number],
      z.ZodObject<typeof tally>
    >,
  ),
  finder: z
    .object({
      descriptions: z.int(),
      enquiries: z.int(),
      solutions: z.array(z.object({ id: z.string(), title: z.string(), shown: z.int() })),
    })
    .meta({
      description:
        "Describe your problem: descriptions typed in the period, enquiries sent from the contact form it opened, and the solutions descriptions were shown (never the words typed).",
    }),
  sales: z
    .object({
      totals: z.object(salesTally),
      solutions: z.array(z.object({ id: z.string(), title: z.string(), ...salesTally })),
      sources: z.array(
        z.object({
          source: z.discriminatedUnion("kind", [
            z.object({ kind: z.literal("logged"), value: z.enum(LOGGED_CHANNELS) }),
            z.object({ kind: z.enum(["campaign", "referrer"]), value: z.string() }),
            z.object({ kind: z.enum(["direct", "deleted"]), value: z.literal("") }),
          ]),
          ...salesTally,
        }),
      ),
    })
    .meta({
      description:
        "Quotes sent and accepted and deposits confirmed in the period (amounts incl. VAT, in cents), by the solution and the source of the enquiry behind them: the channel of a logged conversation; for the web forms its utm_source (campaign), else its referring site (referrer), else direct; deleted for a deposit whose enquiry is gone. Top 10 of each, most accepted value first.",
    }),
}) satisfies z.ZodType<InsightsReport>;

export const storedNotificationSettingsSchema = z.object({
  recipients: z.array(z.string()).meta({
    description:
      "Who is mailed each new enquiry and the morning digest; NOTIFY_EMAIL until an admin saves a list.",
  }),
  webhook: z
    .object({
      url: z.string().meta({
        description:
          'Masked, as for Zapier or n8n it is the credential: its origin, "/****" and its last 4 characters. Send it back to keep the URL; a new URL needs a new secret.',
      }),
      secret: z.string().meta({
        description:
          'Masked: "****" and its last 4 characters. Send it back, or leave it out, to keep the secret.',
      }),
    })
    .nullable()
    .meta({ description: "Where enquiry events are POSTed; null when none is set." }),
}) satisfies z.ZodType<NotificationSettings>;

const timeOrNull = z.iso.datetime({ offset: true }).nullable();

export const deliverySchema = z.object({
  id: z.int().meta({ description: "The delivery's id, for resend." }),
  event: z.enum(WEBHOOK_EVENTS),
  enquiryId: z.string().nullable(),
  status: z.enum(["pending", "delivered", "failed"]).meta({
    description:
      "pending: waiting for its next attempt (retried for 72 hours); failed: given up, or the webhook was removed first.",
  }),
  attempts: z.int(),
  lastError: z.string().nullable(),
  lastAttemptAt: timeOrNull,
  nextAttemptAt: timeOrNull.meta({ description: "When it is tried next; null unless pending." }),
  deliveredAt: timeOrNull,
}) satisfies z.ZodType<DeliveryView>;

export const deliveryHealthSchema = z.object({
  pending: z.int(),
  failing: z.int().meta({ description: "Given up, or waiting after a failed attempt." }),
  late: z.int().meta({ description: "Waiting for more than an hour." }),
  lastError: z.string().nullable(),
}) satisfies z.ZodType<DeliveryHealth>;

/** GET /api/solutions/match: what fits a visitor's description (decisions 0085, 0093). */
export const finderAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      score: z
        .number()
        .describe(
          "Higher fits better by the words; comparable within one answer only. Best first, unless the operator's model (FINDER_LLM_URL) ordered them",
        ),
      why: z.string().describe("One line naming the visitor's words that led here"),
    }),
  ),
  noMatch: z.boolean().describe("Nothing in the catalogue fits well enough; data is then empty"),
});

const MASKED =
  'Masked: "****" and its last 4 characters ("" when none). Send it back, or leave it out, to keep it.';

/** GET /api/settings/payments (decision 0092): every secret masked. */
export const paymentSettingsViewSchema = z.object({
  payfast: z
    .object({
      merchantId: z.string(),
      merchantKey: z.string().meta({ description: MASKED }),
      passphrase: z.string().meta({ description: MASKED }),
      baseUrl: z.string(),
    })
    .nullable(),
  yoco: z
    .object({
      secretKey: z.string().meta({ description: MASKED }),
      webhookSecret: z.string().meta({ description: MASKED }),
      baseUrl: z.string(),
    })
    .nullable(),
  bank: z
    .object({
      bankName: z.string(),
      accountHolder: z.string(),
      accountNumber: z.string(),
      branchCode: z.string(),
    })
    .nullable(),
  canStoreSecrets: z.boolean().meta({ description: "false until SETTINGS_ENCRYPTION_KEY is set" }),
});
