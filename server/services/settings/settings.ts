import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { CompanyDetails } from "#domain/company/company-details";
import type { LegalDetails } from "#domain/company/legal-details";
import { DEFAULT_LEGAL_DETAILS, legalDetailsSchema } from "#domain/company/legal-details-schema";
import type { ImageVariant } from "#domain/content/media";
import type { PosterImage } from "#domain/content/solution";
import type { Database, Executor } from "../../db/client";
import { siteSettings } from "../../db/schema";
import { HOMEPAGE_VIDEO_NAMES, HOMEPAGE_VIDEO_TYPES } from "../../media/sniff";
import {
  checkVersion,
  createContentVersions,
  type SaveOptions,
  savedColumns,
} from "../content/content-versions";
import { completeHomepageVideo, storedHomepageVideo } from "../media/homepage-video-media";
import { framePosterOf, type MediaService, type NewMedia } from "../media/media";
import { uploadUrl } from "../media/upload-url";
import type { ContentChanged } from "../shared/content-events";
import { ConflictError, RuleError } from "../shared/errors";
import type { NotificationRecipients } from "./notification-recipients";
import {
  localWebhookFault,
  maskedSecret,
  maskedUrl,
  meantUrl,
  NEW_URL_SECRET_RULE,
  type NotificationSettings,
  type NotificationSettingsChange,
  SECRET_RULE,
} from "./notification-settings";
import { settingsRow, storedSetting, webhookTarget } from "./stored-setting";
import { type UnusableSetting, usable, usableCompanyDetails } from "./usable-settings";

export interface SiteSettings {
  homepageVideo?: {
    url: string;
    fileName: string;
    poster?: PosterImage;
    /** Lighter copies for phones and cellular links, smallest first; absent until made. */
    variants?: ImageVariant[];
  };
}

const DEFAULT_RETENTION_MONTHS = 24;

/** Writes `values` into the one settings row, making the row when there is none yet. */
export const writeSettingsRow = (db: Executor, values: Partial<typeof siteSettings.$inferInsert>) =>
  db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } });

/** How many months enquiries are kept after the last contact: 24 until an admin changes it. */
export const enquiryRetentionMonths = (db: Executor) =>
  storedSetting(db, siteSettings.enquiryRetentionMonths, DEFAULT_RETENTION_MONTHS);

const RETENTION_RULE = "retentionMonths must be a whole number of months from 1 to 120";

/**
 * What PUT /api/settings/enquiries takes. The retention period may be left out, keeping the
 * stored one: clients and kept versions from before it existed send only the acknowledgement.
 */
export const enquirySettingsSchema = z.object({
  acknowledgeEnquiries: z.boolean({ error: "acknowledgeEnquiries must be true or false" }),
  retentionMonths: z
    .number({ error: RETENTION_RULE })
    .int(RETENTION_RULE)
    .min(1, RETENTION_RULE)
    .max(120, RETENTION_RULE)
    .optional(),
});

export type EnquirySettings = Required<z.infer<typeof enquirySettingsSchema>>;
type EnquirySettingsChange = z.infer<typeof enquirySettingsSchema>;

/** The settings an admin saves through the form, with the version they are at. */
export interface VersionedSettings {
  settings: EnquirySettings;
  version: number;
}

const SUBJECT = "settings";

type SettingsRow = typeof siteSettings.$inferSelect;

export interface SettingsServiceOptions {
  /** Told after every save: cached pages show the settings (decision 0046). */
  events: ContentChanged;
  /** The process's one media service, which stores the homepage video and its poster. */
  media: MediaService;
  /** How many earlier versions of the settings are kept (CONTENT_VERSIONS_KEPT). */
  versionsKept: number;
  /** Who is told of enquiries while no one has been saved (NOTIFY_EMAIL). */
  recipients: NotificationRecipients;
  /** Told when the homepage video's light variant or poster cannot be made. */
  logger?: Logger;
  /** Whether a webhook may be http:// to this machine (`localWebhooksAllowed`). */
  localWebhooks: boolean;
  /** Told of a stored value that cannot be used (usable-settings.ts). */
  unusable: UnusableSetting;
}

export function createSettingsService(
  db: Database,
  { events, media: files, versionsKept, recipients, logger, localWebhooks, unusable }: SettingsServiceOptions,
) {
  const saveSettingsRow = (values: Partial<typeof siteSettings.$inferInsert>) => writeSettingsRow(db, values);
  const versions = createContentVersions(db, versionsKept);
  // Homepage videos this process has started completing: each is tried once, so a file
  // ffmpeg cannot read is not encoded again on every page view.
  const completing = new Set<string>();

  /**
   * Makes the video's light variant (and a poster it lacks) after the upload has been answered:
   * encoding takes seconds of one core. Pages show the original until it is stored.
   */
  function completeInBackground(videoId: string) {
    if (completing.has(videoId)) return;
    completing.add(videoId);
    completeHomepageVideo(db, files).then(
      ({ missing, made }) => {
        if (made.poster || made.light) events.changed();
        if ((missing.light && !made.light) || (missing.poster && !made.poster))
          logger?.warn({ mediaId: videoId, missing, made }, "ffmpeg could not complete the homepage video");
      },
      (error) => logger?.warn({ err: error, mediaId: videoId }, "could not complete the homepage video"),
    );
  }

  /** The settings row, created on first use and locked for the rest of the transaction. */
  async function lockedRow(tx: Executor) {
    await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    return row as SettingsRow;
  }

  /**
   * One transaction over the settings row: `change` stores and points. A file it no longer
   * points at stays in the media library (decision 0058-media-library).
   */
  async function replaceFiles(change: (tx: Executor, current: SettingsRow) => Promise<void>) {
    await db.transaction(async (tx) => {
      await change(tx, await lockedRow(tx));
    });
    events.changed();
  }

  /**
   * Replacing the video keeps its poster; deleting it lets go of the poster too. `framePoster`,
   * made from the new video's first frame, becomes the poster when there is none (decision
   * 0054). The video is an upload, or a file of the media library picked by id.
   */
  const replaceVideo = (file: NewMedia | { picked: string } | null, framePoster: NewMedia | null = null) =>
    replaceFiles(async (tx, current) => {
      const stored = !file
        ? null
        : "picked" in file
          ? await files.pick(tx, file.picked, HOMEPAGE_VIDEO_TYPES, HOMEPAGE_VIDEO_NAMES)
          : await files.insert(tx, file);
      const poster =
        stored && framePoster && !current.homepageVideoPosterMediaId
          ? await files.insert(tx, framePoster)
          : null;
      await tx
        .update(siteSettings)
        .set({
          homepageVideoMediaId: stored?.id ?? null,
          ...(stored ? {} : { homepageVideoPosterMediaId: null }),
          ...(poster ? { homepageVideoPosterMediaId: poster.id } : {}),
          updatedAt: new Date(),
        })
        .where(eq(siteSettings.id, 1));
    });

  const replacePoster = (file: NewMedia | null) =>
    replaceFiles(async (tx, current) => {
      if (file && !current.homepageVideoMediaId)
        throw new ConflictError("Upload the homepage video before its poster image");
      const stored = file ? await files.insert(tx, file) : null;
      await tx
        .update(siteSettings)
        .set({ homepageVideoPosterMediaId: stored?.id ?? null, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1));
    });

  return {
    /** `posterPreview`: with the poster's inline preview, for the home page's HTML. */
    async get({ posterPreview = false } = {}): Promise<SiteSettings> {
      const row = await storedHomepageVideo(db);
      if (!row) return {};
      const poster = row.posterId
        ? (await files.pictures([row.posterId], { previews: posterPreview })).get(row.posterId)
        : undefined;
      const variants = await files.videoVariants(row.id);
      // Stored before light variants existed, or the process stopped while making it.
      if (variants.length === 0 || !poster) completeInBackground(row.id);
      return {
        homepageVideo: {
          url: uploadUrl(row.key),
          fileName: row.fileName,
          ...(poster ? { poster } : {}),
          ...(variants.length > 0 ? { variants } : {}),
        },
      };
    },

    /** The poster is made now, so the answer shows it; the light variant after it (see get). */
    async setHomepageVideo(file: NewMedia): Promise<SiteSettings> {
      // Before the transaction, so no lock is held while ffmpeg and sharp work.
      await replaceVideo(file, await framePosterOf(file));
      return this.get();
    },

    /** A video of the media library as the homepage video (its poster, if any, is kept). */
    async pickHomepageVideo(mediaId: string): Promise<SiteSettings> {
      await replaceVideo({ picked: mediaId });
      return this.get();
    },

    async removeHomepageVideo(): Promise<void> {
      await replaceVideo(null);
    },

    async enquiries(): Promise<VersionedSettings> {
      const row = await settingsRow(db, {
        acknowledgeEnquiries: siteSettings.acknowledgeEnquiries,
        retentionMonths: siteSettings.enquiryRetentionMonths,
        version: siteSettings.version,
      });
      // No row yet: the defaults, at the version the row will start with.
      return {
        settings: {
          acknowledgeEnquiries: row?.acknowledgeEnquiries ?? true,
          retentionMonths: row?.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
        },
        version: row?.version ?? 1,
      };
    },

    /**
     * Saves the settings, keeping the version they replace. StaleVersionError when
     * `expectedVersion` is not the stored one. Media uploads are not versioned: a replaced file
     * is deleted (docs/decisions/0002), so there would be nothing to go back to.
     */
    async setEnquiries(change: EnquirySettingsChange, options: SaveOptions = {}): Promise<VersionedSettings> {
      await db.transaction(async (tx) => {
        const row = await lockedRow(tx);
        const stored = {
          acknowledgeEnquiries: row.acknowledgeEnquiries,
          retentionMonths: row.enquiryRetentionMonths,
        };
        checkVersion(options.expectedVersion, row.version, () => stored);
        await versions.keep(tx, SUBJECT, {
          version: row.version,
          data: stored,
          savedById: row.savedById,
          savedByName: row.savedByName,
          savedAt: row.updatedAt,
        });
        await tx
          .update(siteSettings)
          .set({
            acknowledgeEnquiries: change.acknowledgeEnquiries,
            enquiryRetentionMonths: change.retentionMonths ?? stored.retentionMonths,
            ...savedColumns(row, options.by),
            updatedAt: new Date(),
          })
          .where(eq(siteSettings.id, 1));
      });
      // The privacy page shows the retention period.
      events.changed();
      return this.enquiries();
    },

    versions: () => versions.list(SUBJECT),

    /** An earlier version as it would be restored; null when it was never kept or has been pruned. */
    async kept(version: number): Promise<EnquirySettingsChange | null> {
      const kept = await versions.read(SUBJECT, version);
      if (!kept) return null;
      const parsed = enquirySettingsSchema.safeParse(kept);
      if (!parsed.success)
        throw new RuleError(`Version ${version} of the settings can no longer be restored`);
      return parsed.data;
    },

    /** Saves an earlier version as the newest; null when it was never kept or has been pruned. */
    async restore(version: number, options: SaveOptions = {}): Promise<VersionedSettings | null> {
      const kept = await this.kept(version);
      return kept && this.setEnquiries(kept, options);
    },

    async companyDetails(): Promise<CompanyDetails> {
      return usableCompanyDetails(await storedSetting(db, siteSettings.companyDetails, null), unusable);
    },

    /** Public pages show the details, so the change empties the page cache like any content. */
    async setCompanyDetails(details: CompanyDetails): Promise<CompanyDetails> {
      await saveSettingsRow({ companyDetails: details });
      events.changed();
      return this.companyDetails();
    },

    /** The seller's legal details (decision 0086); defaults until an admin saves them. */
    async legalDetails(): Promise<LegalDetails> {
      return usable(
        legalDetailsSchema,
        await storedSetting(db, siteSettings.legalDetails, DEFAULT_LEGAL_DETAILS),
        DEFAULT_LEGAL_DETAILS,
        "legalDetails",
        unusable,
      );
    },

    /** Public pages show them (and prices say "incl. VAT" by them): the page cache is emptied. */
    async setLegalDetails(details: LegalDetails): Promise<LegalDetails> {
      await saveSettingsRow({ legalDetails: details });
      events.changed();
      return this.legalDetails();
    },

    /** As stored, the secret too: for the server's own comparisons, never for an answer. */
    async storedNotifications(): Promise<NotificationSettings> {
      return { recipients: await recipients(db), webhook: await webhookTarget(db) };
    },

    /**
     * The webhook's URL and secret masked: they are written, never read back (docs/decisions/0063,
     * 0073).
     */
    async notifications(): Promise<NotificationSettings> {
      const { recipients: addresses, webhook } = await this.storedNotifications();
      return {
        recipients: addresses,
        webhook: webhook && { url: maskedUrl(webhook.url), secret: maskedSecret(webhook.secret) },
      };
    },

    /**
     * Not versioned: a kept webhook secret would outlive its replacement. A webhook sent without
     * a new secret keeps the stored one; RuleError at `webhook.secret` when there is none.
     */
    async setNotifications(change: NotificationSettingsChange): Promise<NotificationSettings> {
      const stored = await webhookTarget(db);
      const url = change.webhook && meantUrl(stored, change.webhook.url);
      // A new URL with the old secret would hand that secret to whoever runs the new receiver.
      const sameUrl = stored !== null && url === stored.url;
      const secret = change.webhook?.secret ?? (sameUrl ? stored.secret : undefined);
      if (url && !secret) throw new RuleError(stored ? NEW_URL_SECRET_RULE : SECRET_RULE, "webhook.secret");
      const urlFault = url && localWebhookFault(url, localWebhooks);
      if (urlFault) throw new RuleError(urlFault, "webhook.url");
      const webhook = url && secret ? { url, secret } : null;
      const values = { notifyRecipients: change.recipients, webhook };
      await saveSettingsRow(values);
      return this.notifications();
    },

    /** ConflictError when there is no homepage video to show it for. */
    async setHomepageVideoPoster(file: NewMedia): Promise<SiteSettings> {
      await replacePoster(file);
      return this.get();
    },

    async removeHomepageVideoPoster(): Promise<void> {
      await replacePoster(null);
    },
  };
}
