import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { media, siteSettings } from "../db/schema";
import { mediaUrl } from "./media-url";

export interface SiteSettings {
  homepageVideo?: { url: string; fileName: string };
}

export function createSettingsService(db: Database) {
  return {
    async get(): Promise<SiteSettings> {
      const [row] = await db
        .select({ key: media.key, fileName: media.fileName })
        .from(siteSettings)
        .innerJoin(media, eq(media.id, siteSettings.homepageVideoMediaId))
        .where(eq(siteSettings.id, 1));
      return row ? { homepageVideo: { url: mediaUrl(row.key), fileName: row.fileName } } : {};
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
