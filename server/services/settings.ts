import { eq } from "drizzle-orm";
import { type CompanyDetails, DEFAULT_COMPANY_DETAILS } from "../../domain/company-details";
import type { PosterImage } from "../../domain/solution";
import type { Database } from "../db/client";
import { media, siteSettings } from "../db/schema";
import type { ContentEvents } from "./content-events";
import { ConflictError } from "./errors";
import { createMediaService, type NewMedia } from "./media";
import { mediaUrl } from "./media-url";

export interface SiteSettings {
  homepageVideo?: { url: string; fileName: string; poster?: PosterImage };
}

/** Whether visitors get an acknowledgement of their enquiry: on until an admin turns it off. */
export async function acknowledgesEnquiries(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ on: siteSettings.acknowledgeEnquiries })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.on ?? true;
}

export interface EnquirySettings {
  acknowledgeEnquiries: boolean;
}

type SettingsRow = typeof siteSettings.$inferSelect;

export function createSettingsService(db: Database, events: ContentEvents) {
  const files = createMediaService(db);
  /** The settings row, created on first use and locked for the rest of the transaction. */
  async function lockedRow(tx: Database) {
    await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    return row as SettingsRow;
  }

  /**
   * One transaction over the settings row: `change` stores and points, and names the files
   * it no longer points at, which are then deleted.
   */
  async function replaceFiles(change: (tx: Database, current: SettingsRow) => Promise<Array<string | null>>) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const current = await lockedRow(tx);
      for (const fileId of await change(tx, current)) if (fileId) await files.remove(tx, fileId);
    });
    events.changed();
  }

  /** Replacing the video keeps its poster; deleting it deletes the poster too. */
  const replaceVideo = (file: NewMedia | null) =>
    replaceFiles(async (tx, current) => {
      const stored = file ? await files.insert(tx, file) : null;
      await tx
        .update(siteSettings)
        .set({
          homepageVideoMediaId: stored?.id ?? null,
          ...(stored ? {} : { homepageVideoPosterMediaId: null }),
          updatedAt: new Date(),
        })
        .where(eq(siteSettings.id, 1));
      return [current.homepageVideoMediaId, stored ? null : current.homepageVideoPosterMediaId];
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
      return [current.homepageVideoPosterMediaId];
    });

  return {
    async get(): Promise<SiteSettings> {
      const [row] = await db
        .select({
          key: media.key,
          fileName: media.fileName,
          posterId: siteSettings.homepageVideoPosterMediaId,
        })
        .from(siteSettings)
        .innerJoin(media, eq(media.id, siteSettings.homepageVideoMediaId))
        .where(eq(siteSettings.id, 1));
      if (!row) return {};
      const poster = row.posterId ? (await files.pictures([row.posterId])).get(row.posterId) : undefined;
      return {
        homepageVideo: { url: mediaUrl(row.key), fileName: row.fileName, ...(poster ? { poster } : {}) },
      };
    },

    async setHomepageVideo(file: NewMedia): Promise<SiteSettings> {
      await replaceVideo(file);
      return this.get();
    },

    async removeHomepageVideo(): Promise<void> {
      await replaceVideo(null);
    },

    async enquiries(): Promise<EnquirySettings> {
      return { acknowledgeEnquiries: await acknowledgesEnquiries(db) };
    },

    async setEnquiries(settings: EnquirySettings): Promise<EnquirySettings> {
      await db
        .insert(siteSettings)
        .values({ id: 1, acknowledgeEnquiries: settings.acknowledgeEnquiries })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { acknowledgeEnquiries: settings.acknowledgeEnquiries, updatedAt: new Date() },
        });
      return this.enquiries();
    },

    async companyDetails(): Promise<CompanyDetails> {
      const [row] = await db
        .select({ details: siteSettings.companyDetails })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1));
      return row?.details ?? DEFAULT_COMPANY_DETAILS;
    },

    /** Public pages show the details, so the change empties the page cache like any content. */
    async setCompanyDetails(details: CompanyDetails): Promise<CompanyDetails> {
      await db
        .insert(siteSettings)
        .values({ id: 1, companyDetails: details })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { companyDetails: details, updatedAt: new Date() },
        });
      events.changed();
      return this.companyDetails();
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

export type SettingsService = ReturnType<typeof createSettingsService>;
