import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { media, siteSettings } from "../../db/schema";
import { lightVideo } from "../../media/ffmpeg";
import { framePosterOf, insertVariants, type MediaService } from "./media";

/** What the homepage video lacked, and which of it was made. */
export interface CompletedVideo {
  missing: { poster: boolean; light: boolean };
  made: { poster: boolean; light: boolean };
}

const NOTHING = { poster: false, light: false };

/** The homepage video's file (without its bytes) and its poster's id; undefined when none is set. */
export async function storedHomepageVideo(db: Executor) {
  const [row] = await db
    .select({
      id: media.id,
      key: media.key,
      fileName: media.fileName,
      contentType: media.contentType,
      posterId: siteSettings.homepageVideoPosterMediaId,
    })
    .from(siteSettings)
    .innerJoin(media, eq(media.id, siteSettings.homepageVideoMediaId))
    .where(eq(siteSettings.id, 1));
  return row;
}

/**
 * Gives the homepage video what ffmpeg makes of it and it does not have yet: a poster from its
 * first frame and the light variant phones play (decision 0061). Runs after an upload has been
 * answered, on a read that finds them missing, and in `npm run media:variants`. ffmpeg works
 * before the transaction, so no lock is held while encoding; the video may have been replaced
 * meanwhile, and then nothing is stored. Without ffmpeg, or for a file it cannot read, the
 * video stays as uploaded and `made` says what is still missing.
 */
export async function completeHomepageVideo(db: Database, files: MediaService): Promise<CompletedVideo> {
  const row = await storedHomepageVideo(db);
  if (!row) return { missing: NOTHING, made: NOTHING };
  const videoId = row.id;
  const missing = { poster: !row.posterId, light: (await files.videoVariants(videoId)).length === 0 };
  if (!missing.poster && !missing.light) return { missing, made: NOTHING };

  const bytes = await files.readBytes(videoId);
  const poster = missing.poster ? await framePosterOf({ ...row, bytes }) : null;
  const light = missing.light ? await lightVideo(bytes) : null;
  if (!poster && !light) return { missing, made: NOTHING };

  return db.transaction(async (tx) => {
    // Every change of the homepage video locks this row, so what is read here stays true.
    const [current] = await tx
      .select({
        videoId: siteSettings.homepageVideoMediaId,
        posterId: siteSettings.homepageVideoPosterMediaId,
      })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .for("update");
    if (current?.videoId !== videoId) return { missing, made: NOTHING };
    const made = { poster: false, light: false };
    if (poster && !current.posterId) {
      const stored = await files.insert(tx, poster);
      await tx
        .update(siteSettings)
        .set({ homepageVideoPosterMediaId: stored.id, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1));
      made.poster = true;
    }
    const [variant] = await tx
      .select({ id: media.id })
      .from(media)
      .where(eq(media.variantOf, videoId))
      .limit(1);
    if (light && !variant) {
      await insertVariants(tx, videoId, row.fileName, [light]);
      made.light = true;
    }
    return { missing, made };
  });
}
