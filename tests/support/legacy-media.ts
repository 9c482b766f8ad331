import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { media, siteSettings, solutions } from "#server/db/schema";

/** A file as uploads were stored before variants existed: bytes as sent, no size, no variants. */
async function storeAsBefore(db: Database, fileName: string, contentType: string, bytes: Uint8Array) {
  const [row] = await db
    .insert(media)
    .values({
      key: `${randomUUID()}.${fileName.split(".").pop()}`,
      fileName,
      contentType,
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      data: bytes,
    })
    .returning({ id: media.id, key: media.key });
  return row as { id: string; key: string };
}

/** A legacy picture (see storeAsBefore), set as the media of solution `solutionId`. Returns its key. */
export async function storeLegacyPicture(
  db: Database,
  solutionId: string,
  bytes: Uint8Array,
): Promise<string> {
  const { id, key } = await storeAsBefore(db, "old-photo.jpg", "image/jpeg", bytes);
  await db.update(solutions).set({ mediaId: id }).where(eq(solutions.id, solutionId));
  return key;
}

/** A homepage video as stored before posters and light variants were made of it. */
export async function storeLegacyHomepageVideo(db: Database, bytes: Uint8Array): Promise<void> {
  const { id } = await storeAsBefore(db, "old-intro.mp4", "video/mp4", bytes);
  await db
    .insert(siteSettings)
    .values({ id: 1, homepageVideoMediaId: id })
    .onConflictDoUpdate({ target: siteSettings.id, set: { homepageVideoMediaId: id } });
}
