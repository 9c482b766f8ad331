import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { media } from "../db/schema";
import { extensionFor } from "../media/sniff";

/** A stored file without its bytes: what pages, the API and HTTP headers need. */
export interface StoredMedia {
  id: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface NewMedia {
  bytes: Uint8Array;
  fileName: string;
  /** The sniffed type (see sniffMedia), never the one the client sent. */
  contentType: string;
}

const storedColumns = {
  id: media.id,
  key: media.key,
  fileName: media.fileName,
  contentType: media.contentType,
  size: media.size,
  sha256: media.sha256,
};

export function createMediaService(db: Database) {
  return {
    /**
     * Stores the bytes under a new random key. Takes the database to write with, so the
     * caller can insert inside the transaction that points a solution or setting at it.
     */
    async insert(tx: Database, file: NewMedia): Promise<StoredMedia> {
      const extension = extensionFor(file.contentType);
      if (!extension) throw new Error(`Not a media type we store: ${file.contentType}`);
      const [row] = await tx
        .insert(media)
        .values({
          // Random and never reused, so a URL always means the same bytes and can be cached forever.
          key: `${randomUUID()}.${extension}`,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.bytes.byteLength,
          sha256: createHash("sha256").update(file.bytes).digest("hex"),
          data: file.bytes,
        })
        .returning(storedColumns);
      return row as StoredMedia;
    },

    /** The file's description, without reading its bytes. */
    async findByKey(key: string): Promise<StoredMedia | null> {
      const [row] = await db.select(storedColumns).from(media).where(eq(media.key, key));
      return row ?? null;
    },

    /**
     * The file's bytes, or only those from `start` to `end` (inclusive): a video player asks for
     * a few hundred kilobytes at a time, and the database then reads just those pages.
     */
    async readBytes(id: string, range?: { start: number; end: number }): Promise<Uint8Array<ArrayBuffer>> {
      const data = range
        ? sql`substring(${media.data} from ${range.start + 1} for ${range.end - range.start + 1})`
        : sql`${media.data}`;
      const [row] = await db
        .select({ data: data.mapWith(media.data) })
        .from(media)
        .where(eq(media.id, id));
      // Both drivers return bytea as bytes over a plain ArrayBuffer, which Response accepts.
      return (row?.data ?? new Uint8Array()) as Uint8Array<ArrayBuffer>;
    },

    /** Deletes a file; pointers to it are cleared by their foreign keys (on delete set null). */
    async remove(tx: Database, id: string): Promise<boolean> {
      const deleted = await tx.delete(media).where(eq(media.id, id)).returning({ id: media.id });
      return deleted.length > 0;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
