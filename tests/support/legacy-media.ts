import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { media, solutions } from "#server/db/schema";

/**
 * A picture as uploads were stored before variants existed (bytes as sent, no size, no
 * variants), set as the media of solution `solutionId`. Returns its key.
 */
export async function storeLegacyPicture(
  db: Database,
  solutionId: string,
  bytes: Uint8Array,
): Promise<string> {
  const key = `${randomUUID()}.jpg`;
  const [row] = await db
    .insert(media)
    .values({
      key,
      fileName: "old-photo.jpg",
      contentType: "image/jpeg",
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      data: bytes,
    })
    .returning({ id: media.id });
  await db.update(solutions).set({ mediaId: row?.id }).where(eq(solutions.id, solutionId));
  return key;
}
