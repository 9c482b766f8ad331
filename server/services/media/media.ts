import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull, like, or, sql } from "drizzle-orm";
import type { ImageVariant, ResponsiveImage } from "#domain/content/media";
import { anyOf } from "../../db/any-of";
import type { Database, Executor } from "../../db/client";
import { media } from "../../db/schema";
import { firstFrame } from "../../media/ffmpeg";
import { type ImageFile, processImage } from "../../media/image-variants";
import { extensionFor } from "../../media/sniff";
import { RuleError } from "../shared/errors";
import { uploadUrl } from "./upload-url";

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
  /** Images, as prepareMedia leaves them: the original's size and its resized copies. */
  width?: number;
  height?: number;
  variants?: ImageFile[];
  preview?: Uint8Array;
  /** An upload's: the SHA-256 of its bytes as sent, before a picture is cleaned. */
  uploadSha256?: string;
  /** What the picture shows, when the uploader said. */
  alt?: string;
  /** Store it even when the library has a file with the same content. */
  keepDuplicate?: boolean;
}

/** A stored file, and whether it was there already (an upload of a file the library had). */
export type InsertedMedia = StoredMedia & { alreadyInLibrary: boolean };

const storedColumns = {
  id: media.id,
  key: media.key,
  fileName: media.fileName,
  contentType: media.contentType,
  size: media.size,
  sha256: media.sha256,
};

const isImage = (contentType: string) => contentType.startsWith("image/");

/**
 * Makes an upload ready to store: a picture is stripped of its metadata and resized (see
 * processImage, which throws ImageRefusedError for bombs and unreadable files); a video is
 * stored as it came. Runs before any transaction, so no lock is held while images are encoded.
 */
export async function prepareMedia(file: NewMedia): Promise<NewMedia> {
  if (!isImage(file.contentType)) return file;
  const { original, variants, preview } = await processImage(file.bytes, file.contentType);
  return { ...original, fileName: file.fileName, variants, preview };
}

/**
 * A poster for a video that has none, from its first frame, prepared like an uploaded picture;
 * null when ffmpeg cannot make one, and the video is stored all the same.
 */
export async function framePosterOf(video: NewMedia): Promise<NewMedia | null> {
  const frame = await firstFrame(video.bytes);
  if (!frame) return null;
  const stem = video.fileName.replace(/\.[^.]*$/, "") || "video";
  return prepareMedia({ bytes: frame, contentType: "image/jpeg", fileName: `${stem}-poster.jpg` }).catch(
    () => null,
  );
}

function fileRow(file: { bytes: Uint8Array; contentType: string }) {
  const extension = extensionFor(file.contentType);
  if (!extension) throw new Error(`Not a media type we store: ${file.contentType}`);
  return {
    // Random and never reused, so a URL always means the same bytes and can be cached forever.
    key: `${randomUUID()}.${extension}`,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    sha256: sha256Hex(file.bytes),
    data: file.bytes,
  };
}

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** An uploaded file's row, with a picture's size and preview (none for a video). */
function originalRow(file: NewMedia) {
  return { ...fileRow(file), width: file.width, height: file.height, preview: file.preview };
}

/**
 * The first-stored original with one of `hashes` as its upload's hash or its stored bytes' (a
 * picture cleaned before upload hashes were kept, or sent again as the site serves it),
 * share-locked like a pick so the library cannot delete it before it is pointed at.
 */
async function sameContent(tx: Executor, hashes: string[]) {
  const [row] = await tx
    .select({ ...storedColumns, alt: media.alt })
    .from(media)
    .where(and(isNull(media.variantOf), or(anyOf(media.uploadSha256, hashes), anyOf(media.sha256, hashes))))
    .orderBy(media.createdAt)
    .limit(1)
    .for("share");
  return row;
}

/** "shop front.jpg" at 768 px as AVIF: "shop front-768w.avif", the name it is served under. */
function variantFileName(fileName: string, variant: ImageFile): string {
  const stem = fileName.replace(/\.[^.]*$/, "") || "image";
  return `${stem}-${variant.width}w.${extensionFor(variant.contentType)}`;
}

export async function insertVariants(
  tx: Executor,
  originalId: string,
  fileName: string,
  variants: ImageFile[],
) {
  if (variants.length === 0) return;
  await tx.insert(media).values(
    variants.map((variant) => ({
      ...fileRow(variant),
      fileName: variantFileName(fileName, variant),
      width: variant.width,
      height: variant.height,
      variantOf: originalId,
    })),
  );
}

/** A preview (always AVIF, see processImage) as the data: URL a page's HTML carries. */
const previewUrl = (bytes: Uint8Array) => `data:image/avif;base64,${Buffer.from(bytes).toString("base64")}`;

export function createMediaService(db: Database) {
  // Legacy pictures this process has already started upgrading: each is tried once, so a
  // file that cannot be processed is not reprocessed on every page view.
  const upgrading = new Set<string>();

  return {
    /**
     * Stores a prepared file and its variants under new random keys. Takes the database to
     * write with, so the caller can insert inside the transaction that points a solution or
     * setting at it: the file, its variants and the pointer are stored together or not at all.
     */
    async insert(tx: Executor, file: NewMedia): Promise<InsertedMedia> {
      const row = originalRow(file);
      if (!file.keepDuplicate) {
        // One file, one card (decision 0081-uploads-with-alt-text-and-no-twins): the same content
        // again is the file already stored, described by this upload's alt text if it had none.
        const same = await sameContent(tx, [row.sha256, ...(file.uploadSha256 ? [file.uploadSha256] : [])]);
        if (same) {
          const { alt, ...stored } = same;
          if (alt === null && file.alt)
            await tx.update(media).set({ alt: file.alt }).where(eq(media.id, same.id));
          return { ...stored, alreadyInLibrary: true };
        }
      }
      const [inserted] = await tx
        .insert(media)
        .values({
          ...row,
          fileName: file.fileName,
          alt: file.alt ?? null,
          uploadSha256: file.uploadSha256 ?? null,
        })
        .returning(storedColumns);
      const stored = inserted as StoredMedia;
      await insertVariants(tx, stored.id, file.fileName, file.variants ?? []);
      return { ...stored, alreadyInLibrary: false };
    },

    /**
     * An uploaded file (not a variant) to point something more at, when it is one of `types`;
     * RuleError otherwise. Shared-locked, so the library cannot delete it until the pointer is
     * stored (decision 0058-media-library).
     */
    async pick(tx: Executor, id: string, types: readonly string[], typeNames: string): Promise<StoredMedia> {
      const [row] = await tx
        .select(storedColumns)
        .from(media)
        .where(and(eq(media.id, id), isNull(media.variantOf)))
        .for("share");
      if (!row) throw new RuleError("No such file in the media library");
      if (!types.includes(row.contentType)) throw new RuleError(`Only ${typeNames} files can be used here`);
      return row;
    },

    /** A video's resized copies (see lightVideo), smallest first. */
    async videoVariants(id: string): Promise<ImageVariant[]> {
      const rows = await db
        .select({ key: media.key, contentType: media.contentType, width: media.width })
        .from(media)
        .where(and(eq(media.variantOf, id), like(media.contentType, "video/%")))
        .orderBy(media.width);
      return rows.map((row) => ({ url: uploadUrl(row.key), type: row.contentType, width: row.width ?? 0 }));
    },

    /** The file's description, without reading its bytes. */
    async findByKey(key: string): Promise<StoredMedia | null> {
      const [row] = await db.select(storedColumns).from(media).where(eq(media.key, key));
      return row ?? null;
    },

    /**
     * The pictures among `ids`, with their variants, for srcset, and with `previews` their
     * inline previews (kilobytes each, so only for a page that shows them). Images stored before
     * variants existed come back with none (and no size) until upgradeLegacyImage has run.
     */
    async pictures(
      ids: string[],
      { previews = false } = {},
    ): Promise<Map<string, ResponsiveImage & { fileName: string }>> {
      const found = new Map<string, ResponsiveImage & { fileName: string }>();
      if (ids.length === 0) return found;
      const rows = await db
        .select({
          ...storedColumns,
          width: media.width,
          height: media.height,
          variantOf: media.variantOf,
          preview: previews ? media.preview : sql<null>`null`,
        })
        .from(media)
        .where(or(anyOf(media.id, ids), anyOf(media.variantOf, ids)))
        .orderBy(media.width, media.contentType);
      for (const row of rows) {
        if (row.variantOf || !isImage(row.contentType)) continue;
        found.set(row.id, {
          url: uploadUrl(row.key),
          fileName: row.fileName,
          width: row.width ?? 0,
          height: row.height ?? 0,
          variants: [],
          ...(row.preview ? { preview: previewUrl(row.preview) } : {}),
        });
      }
      for (const row of rows) {
        const original = row.variantOf ? found.get(row.variantOf) : undefined;
        if (original && row.width)
          original.variants.push({ url: uploadUrl(row.key), type: row.contentType, width: row.width });
      }
      return found;
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

    /**
     * Deletes a file and its variants; pointers to it would be cleared by their foreign keys (on
     * delete set null), so the library checks for uses first (see media-library.ts).
     */
    async remove(tx: Executor, id: string): Promise<boolean> {
      const deleted = await tx.delete(media).where(eq(media.id, id)).returning({ id: media.id });
      return deleted.length > 0;
    },

    /**
     * Upgrades a legacy picture (see upgradeLegacyImage) without making the caller wait: the
     * page that noticed it is served with the original, the next ones with variants.
     */
    upgradeInBackground(id: string, onDone: (upgraded: boolean) => void, onError: (error: unknown) => void) {
      if (upgrading.has(id)) return;
      upgrading.add(id);
      this.upgradeLegacyImage(id).then(onDone, onError);
    },

    /** Pictures stored before variants existed (no recorded size), oldest first. */
    async legacyImageIds(): Promise<string[]> {
      const rows = await db
        .select({ id: media.id })
        .from(media)
        .where(and(isNull(media.width), isNull(media.variantOf), like(media.contentType, "image/%")))
        .orderBy(media.createdAt);
      return rows.map((row) => row.id);
    },

    /**
     * Gives a picture stored before variants existed what a new upload gets: its bytes are
     * replaced by a copy without metadata, under a new key (a key never means other bytes),
     * and its variants are stored, all in one transaction. Pointers (by id) stay valid.
     * False when there was nothing to do (another instance may have done it meanwhile).
     */
    async upgradeLegacyImage(id: string): Promise<boolean> {
      const [row] = await db
        .select({ fileName: media.fileName, contentType: media.contentType, data: media.data })
        .from(media)
        .where(and(eq(media.id, id), isNull(media.width), isNull(media.variantOf)));
      if (!row || !isImage(row.contentType)) return false;
      const prepared = await prepareMedia({ ...row, bytes: row.data });
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ width: media.width })
          .from(media)
          .where(eq(media.id, id))
          .for("update");
        if (!locked || locked.width !== null) return false;
        await tx.update(media).set(originalRow(prepared)).where(eq(media.id, id));
        await insertVariants(tx, id, row.fileName, prepared.variants ?? []);
        return true;
      });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
