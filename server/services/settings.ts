import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { media, siteSettings } from "../db/schema";
import type { ContentEvents } from "./content-events";
import { createMediaService, type NewMedia } from "./media";
import { mediaUrl } from "./media-url";

export interface SiteSettings {
  homepageVideo?: { url: string; fileName: string };
}

export function createSettingsService(db: Database, events: ContentEvents) {
  const files = createMediaService(db);
  /** The settings row, created on first use and locked for the rest of the transaction. */
  async function lockedRow(tx: Database) {
    await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    return row as typeof siteSettings.$inferSelect;
  }

  async function replaceVideo(file: NewMedia | null): Promise<void> {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const current = await lockedRow(tx);
      const stored = file ? await files.insert(tx, file) : null;
      await tx
        .update(siteSettings)
        .set({ homepageVideoMediaId: stored?.id ?? null, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1));
      if (current.homepageVideoMediaId) await files.remove(tx, current.homepageVideoMediaId);
    });
    events.changed();
  }

  return {
    async get(): Promise<SiteSettings> {
      const [row] = await db
        .select({ key: media.key, fileName: media.fileName })
        .from(siteSettings)
        .innerJoin(media, eq(media.id, siteSettings.homepageVideoMediaId))
        .where(eq(siteSettings.id, 1));
      return row ? { homepageVideo: { url: mediaUrl(row.key), fileName: row.fileName } } : {};
    },

    async setHomepageVideo(file: NewMedia): Promise<SiteSettings> {
      await replaceVideo(file);
      return this.get();
    },

    async removeHomepageVideo(): Promise<void> {
      await replaceVideo(null);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
