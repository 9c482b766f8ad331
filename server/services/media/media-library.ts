import { and, desc, eq, ilike, isNull, like, or, type SQL } from "drizzle-orm";
import type { LibraryItem, MediaUse, UploadedItem } from "#domain/content/media-library";
import { ALT_PICTURES_ONLY, describeUse } from "#domain/content/media-library";
import type { AltInput } from "#domain/content/media-library-schemas";
import { anyOf } from "../../db/any-of";
import type { Database, Executor } from "../../db/client";
import { media, siteSettings, solutions } from "../../db/schema";
import type { ContentChanged } from "../shared/content-events";
import { ConflictError, RuleError } from "../shared/errors";
import type { MediaService, NewMedia } from "./media";
import { uploadUrl } from "./upload-url";

export interface MediaLibraryQuery {
  /** Part of the file name or the alt text, any case. */
  q?: string;
  type?: "image" | "video";
  /** Files with this content: as uploaded, or as stored. */
  sha256?: string;
}

const itemColumns = {
  id: media.id,
  key: media.key,
  fileName: media.fileName,
  contentType: media.contentType,
  size: media.size,
  alt: media.alt,
  createdAt: media.createdAt,
};
interface ItemRow {
  id: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  alt: string | null;
  createdAt: Date;
}

/** `text` matched literally inside a LIKE pattern. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** What points at each of `ids`: solutions (media, poster) and the homepage video (video, poster). */
async function usesOf(db: Executor, ids: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return uses;
  const add = (fileId: string | null, use: MediaUse) => fileId && uses.get(fileId)?.push(use);
  const pointing = await db
    .select({
      id: solutions.id,
      title: solutions.title,
      mediaId: solutions.mediaId,
      posterId: solutions.posterMediaId,
      deletedAt: solutions.deletedAt,
    })
    .from(solutions)
    .where(or(anyOf(solutions.mediaId, ids), anyOf(solutions.posterMediaId, ids)))
    .orderBy(solutions.title);
  for (const row of pointing) {
    const solution = {
      kind: "solution",
      id: row.id,
      title: row.title,
      inTrash: row.deletedAt !== null,
    } as const;
    add(row.mediaId, { ...solution, as: "media" });
    add(row.posterId, { ...solution, as: "poster" });
  }
  const [settings] = await db
    .select({ video: siteSettings.homepageVideoMediaId, poster: siteSettings.homepageVideoPosterMediaId })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  add(settings?.video ?? null, { kind: "homepage-video", as: "video" });
  add(settings?.poster ?? null, { kind: "homepage-video", as: "poster" });
  return uses;
}

/**
 * The media library (decision 0058-media-library): every uploaded file but the resized copies,
 * what uses each, and the alt text a picture is shown with. A file stays until it is deleted
 * here, which is refused while anything uses it.
 */
export function createMediaLibrary(
  db: Database,
  { files, events }: { files: MediaService; events: ContentChanged },
) {
  async function toItems(rows: ItemRow[]): Promise<LibraryItem[]> {
    const ids = rows.map((row) => row.id);
    const [pictures, uses] = await Promise.all([files.pictures(ids), usesOf(db, ids)]);
    return rows.map((row) => {
      const picture = pictures.get(row.id);
      return {
        id: row.id,
        type: row.contentType.startsWith("video/") ? "video" : "image",
        url: uploadUrl(row.key),
        fileName: row.fileName,
        contentType: row.contentType,
        size: row.size,
        createdAt: row.createdAt.toISOString(),
        ...(picture
          ? {
              image: {
                url: picture.url,
                width: picture.width,
                height: picture.height,
                variants: picture.variants,
              },
            }
          : {}),
        ...(row.alt !== null ? { alt: row.alt } : {}),
        usedBy: uses.get(row.id) ?? [],
      };
    });
  }

  const byId = (id: string) => and(eq(media.id, id), isNull(media.variantOf)) as SQL;

  const library = {
    /** Newest first; `q` matches the file name or the alt text. */
    async list({ q, type, sha256 }: MediaLibraryQuery = {}): Promise<LibraryItem[]> {
      const rows = await db
        .select(itemColumns)
        .from(media)
        .where(
          and(
            isNull(media.variantOf),
            type ? like(media.contentType, `${type}/%`) : undefined,
            q ? or(ilike(media.fileName, likeLiteral(q)), ilike(media.alt, likeLiteral(q))) : undefined,
            sha256 ? or(eq(media.uploadSha256, sha256), eq(media.sha256, sha256)) : undefined,
          ),
        )
        .orderBy(desc(media.createdAt), media.fileName);
      return toItems(rows);
    },

    async get(id: string): Promise<LibraryItem | null> {
      const rows = await db.select(itemColumns).from(media).where(byId(id));
      return (await toItems(rows))[0] ?? null;
    },

    /** Sets a picture's alt text ("" when decorative); null when there is no such file. */
    async setAlt(id: string, { alt = "", decorative = false }: AltInput): Promise<LibraryItem | null> {
      const [file] = await db.select({ contentType: media.contentType }).from(media).where(byId(id));
      if (!file) return null;
      if (!file.contentType.startsWith("image/")) throw new RuleError(ALT_PICTURES_ONLY);
      await db
        .update(media)
        .set({ alt: decorative ? "" : alt })
        .where(byId(id));
      // The detail pages of the solutions showing it carry the alt text: drop the cached ones.
      events.changed();
      return library.get(id);
    },

    /**
     * Stores an upload in the library, or (unless it asks to be kept as a second copy) answers
     * the file already there with the same content, flagged, storing nothing.
     */
    async upload(file: NewMedia): Promise<UploadedItem> {
      const stored = await db.transaction((tx) => files.insert(tx, file));
      // The existing file may have taken this upload's alt text, which pages using it show.
      if (stored.alreadyInLibrary && file.alt) events.changed();
      const item = await library.get(stored.id);
      if (!item) throw new Error(`The file just stored is gone: ${stored.id}`);
      return { ...item, alreadyInLibrary: stored.alreadyInLibrary };
    },

    /** Deletes a file nothing uses; ConflictError naming its uses otherwise, false when there is none. */
    async remove(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Locked first, so a pick (which share-locks the file) either sees it gone or is seen here.
        const [row] = await tx.select({ id: media.id }).from(media).where(byId(id)).for("update");
        if (!row) return false;
        const uses = (await usesOf(tx, [id])).get(id) ?? [];
        if (uses.length > 0)
          throw new ConflictError(
            `This file is in use and cannot be deleted: ${uses.map(describeUse).join(", ")}. Replace or remove it there first.`,
          );
        return files.remove(tx, id);
      });
    },
  };
  return library;
}
