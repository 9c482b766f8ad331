import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Logger } from "pino";
import { unreadPrices } from "#domain/content/pricing";
import {
  type AdminSolutionSummary,
  normaliseSolution,
  type PricedSolutionSummary,
  type Solution,
  type SolutionData,
  type SolutionMedia,
  type SolutionSummary,
  solutionInputSchema,
  type TrashedSolution,
} from "#domain/content/solution";
import { TIERS, type Tier } from "#domain/options";
import type { Database, Executor } from "../../db/client";
import { countOf, type Figures, readFiguresOf } from "../../db/figures";
import { media, solutions } from "../../db/schema";
import { SOLUTION_MEDIA_NAMES, SOLUTION_MEDIA_TYPES } from "../../media/sniff";
import type { FinderSolution } from "../finder/finder-index";
import type { MediaService, NewMedia, StoredMedia } from "../media/media";
import { uploadUrl } from "../media/upload-url";
import type { ContentChanged } from "../shared/content-events";
import { ConflictError, isUniqueViolation, RuleError } from "../shared/errors";
import { checkVersion, createContentVersions, type SaveOptions, savedColumns } from "./content-versions";

type SolutionRow = typeof solutions.$inferSelect;
type MediaRef = { key: string; fileName: string; contentType: string; alt: string | null } | null;

const tierOrder = sql`array_position(array['bronze','silver','gold']::text[], ${solutions.tier})`;
const notTrashed = isNull(solutions.deletedAt);

const tierFigures: Figures<Record<Tier, number>> = {
  columns: Object.fromEntries(
    TIERS.map((tier) => [tier, countOf(solutions, and(notTrashed, eq(solutions.tier, tier)))]),
  ),
  read: (values) => values as Record<Tier, number>,
};
/**
 * A changed time later than the last by a millisecond at least, as a preview link reads it to
 * the millisecond: the Trash and a restore from it end the solution's links (decision 0069).
 */
const movedOn = sql`greatest(now(), ${solutions.updatedAt} + interval '1 millisecond')`;
/** The solution `id`, unless it is in the Trash: only the Trash's own calls reach those. */
const live = (id: string) => and(eq(solutions.id, id), notTrashed) as SQL;

/**
 * The schema's fields, each in the column of its name (a null column is an absent field). The
 * type makes a field added to the schema without its column a compile error here.
 */
const SOLUTION_FIELDS: readonly (keyof SolutionData & keyof SolutionRow)[] = Object.keys(
  solutionInputSchema.shape,
) as (keyof SolutionData)[];

function toSolution(row: SolutionRow, file: MediaRef): Solution {
  const present = SOLUTION_FIELDS.filter((field) => row[field] !== null);
  // The columns are typed looser than the schema (text[] for the challenges): the schema
  // checked every value before it was stored.
  const solution = Object.fromEntries(present.map((field) => [field, row[field]])) as unknown as Solution;
  if (file) solution.media = toMedia(file);
  return solution;
}

function toMedia(file: NonNullable<MediaRef>): SolutionMedia {
  return {
    type: file.contentType.startsWith("video/") ? "video" : "image",
    url: uploadUrl(file.key),
    fileName: file.fileName,
    // The library's description of the picture; absent until an admin gives one.
    ...(file.alt !== null ? { alt: file.alt } : {}),
  };
}

/** Every field but the id, an absent one as null so that saving without it clears it. */
function toColumns(data: SolutionData) {
  const normalised = normaliseSolution(data);
  const fields = SOLUTION_FIELDS.filter((field) => field !== "id");
  return Object.fromEntries(fields.map((field) => [field, normalised[field] ?? null])) as unknown as Omit<
    typeof solutions.$inferInsert,
    "id"
  >;
}

type MediaPointers = NonNullable<Awaited<ReturnType<typeof lockMediaPointer>>>;

/** The solution's media pointers, locked until the transaction ends; undefined if no such solution. */
async function lockMediaPointer(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      mediaId: solutions.mediaId,
      posterMediaId: solutions.posterMediaId,
      contentType: media.contentType,
    })
    .from(solutions)
    .leftJoin(media, eq(media.id, solutions.mediaId))
    .where(live(id))
    .for("update", { of: solutions });
  return row;
}

/**
 * Adds what pages need to show the media well: an image's size and variants, a video's
 * poster. A picture stored before variants existed is upgraded in the background.
 */
async function addPictures(
  files: MediaService,
  shown: SolutionMedia,
  row: SolutionRow,
  upgraded: (done: boolean) => void,
  logger?: Logger,
) {
  const pictureId = shown.type === "image" ? row.mediaId : row.posterMediaId;
  if (!pictureId) return;
  const picture = (await files.pictures([pictureId])).get(pictureId);
  if (!picture) return;
  if (shown.type === "video") {
    shown.poster = picture;
  } else if (picture.width > 0) {
    Object.assign(shown, { width: picture.width, height: picture.height, variants: picture.variants });
  } else {
    files.upgradeInBackground(pictureId, upgraded, (error) =>
      logger?.warn({ err: error, mediaId: pictureId }, "could not make variants of a stored image"),
    );
  }
}

/** A solution with the version its form fields are at (the ETag an admin saves against). */
export interface VersionedSolution {
  solution: Solution;
  version: number;
}

const subject = (id: string) => `solution:${id}`;
const DAY = 24 * 60 * 60_000;

export interface SolutionServiceOptions {
  /** Told after every write: the cached catalogue and pages are dropped (decision 0046). */
  events: ContentChanged;
  /** The process's one media service, whose set of pictures being upgraded all share. */
  media: MediaService;
  /** How many earlier versions of a solution are kept (CONTENT_VERSIONS_KEPT). */
  versionsKept: number;
  /** Where a failed background upgrade of a picture is reported; without it, nowhere. */
  logger?: Logger;
  /** The clock that decides whether a scheduled solution is due. */
  now?: () => number;
}

const notDraft = or(isNull(solutions.status), ne(solutions.status, "draft")) as SQL;

/** How long a deleted solution waits in the Trash before it is purged. */
const TRASH_DAYS = 30;

export function createSolutionService(
  db: Database,
  { events, media: files, versionsKept, logger, now = Date.now }: SolutionServiceOptions,
) {
  /** What anonymous visitors may see now: not a draft, and due if scheduled. */
  const visible = () =>
    and(
      notTrashed,
      notDraft,
      or(isNull(solutions.publishAt), lte(solutions.publishAt, new Date(now()).toISOString())),
    ) as SQL;
  const versions = createContentVersions(db, versionsKept);
  const changed = () => events.changed();
  const changedIf = (done: boolean) => done && changed();

  /**
   * One transaction over a solution's media pointers: `change` stores and points. A file it no
   * longer points at stays in the media library, which other solutions may use (decision
   * 0058-media-library). Null if there is no such solution.
   */
  async function replaceFile(
    id: string,
    change: (tx: Executor, current: MediaPointers) => Promise<void>,
  ): Promise<Solution | null> {
    const found = await db.transaction(async (tx) => {
      const current = await lockMediaPointer(tx, id);
      if (!current) return false;
      await change(tx, current);
      return true;
    });
    if (!found) return null;
    changed();
    return service.get(id);
  }
  /** Points the solution at `file`, keeping its video's poster only when `file` is a video too. */
  async function pointAt(tx: Executor, id: string, file: StoredMedia) {
    const keepPoster = file.contentType.startsWith("video/");
    await tx
      .update(solutions)
      .set({ mediaId: file.id, ...(keepPoster ? {} : { posterMediaId: null }), updatedAt: new Date() })
      .where(eq(solutions.id, id));
  }
  const mediaColumns = {
    key: media.key,
    fileName: media.fileName,
    contentType: media.contentType,
    alt: media.alt,
  };

  const summaryColumns = {
    id: solutions.id,
    title: solutions.title,
    tagline: solutions.tagline,
    icon: solutions.icon,
    tier: solutions.tier,
    challenges: solutions.challenges,
    sectors: solutions.sectors,
  };
  const listed = <C extends typeof summaryColumns>(columns: C, where?: SQL) =>
    db.select(columns).from(solutions).where(where).orderBy(tierOrder, asc(solutions.title));

  async function read(id: string, publicOnly: boolean): Promise<VersionedSolution | null> {
    const [row] = await db
      .select({ solution: getTableColumns(solutions), file: mediaColumns })
      .from(solutions)
      .leftJoin(media, eq(media.id, solutions.mediaId))
      .where(publicOnly ? and(eq(solutions.id, id), visible()) : live(id));
    if (!row) return null;
    const solution = toSolution(row.solution, row.file);
    if (solution.media) await addPictures(files, solution.media, row.solution, changedIf, logger);
    return { solution, version: row.solution.version };
  }

  const service = {
    /** What anonymous visitors see: no drafts, nothing scheduled for later. */
    async list(): Promise<SolutionSummary[]> {
      return listed(summaryColumns, visible()) as Promise<SolutionSummary[]>;
    },

    /** Every solution, with whatever keeps it from visitors (the admin list's badges). */
    async listAll(): Promise<AdminSolutionSummary[]> {
      const rows = await db
        .select({
          ...summaryColumns,
          status: solutions.status,
          publishAt: solutions.publishAt,
          interest: solutions.interest,
          pricing: solutions.pricing,
        })
        .from(solutions)
        .where(notTrashed)
        .orderBy(tierOrder, asc(solutions.title));
      // Absent fields rather than nulls, as in a full solution.
      return rows.map(({ status, publishAt, interest, pricing, ...summary }) => {
        const unread = unreadPrices(pricing);
        return {
          ...(summary as SolutionSummary),
          ...(status ? { status } : {}),
          ...(publishAt ? { publishAt } : {}),
          ...(interest ? { interest } : {}),
          ...(unread.length > 0 ? { unreadPrices: unread } : {}),
        };
      });
    },

    /** What the finder reads of every solution visitors may see, by id (the same order on every instance). */
    async listForFinder(): Promise<FinderSolution[]> {
      const rows = await db
        .select({
          ...summaryColumns,
          description: solutions.description,
          features: solutions.features,
          customerWords: solutions.customerWords,
        })
        .from(solutions)
        .where(visible())
        .orderBy(asc(solutions.id));
      return rows.map(({ customerWords, ...row }) => ({
        ...row,
        ...(customerWords ? { customerWords } : {}),
      }));
    },

    /** The list view with the upfront price, which the catalogue's cards quote. */
    async listWithPricing(): Promise<PricedSolutionSummary[]> {
      return listed({ ...summaryColumns, pricing: solutions.pricing }, visible()) as Promise<
        PricedSolutionSummary[]
      >;
    },

    /** A solution as anonymous visitors may see it: null for a draft or one not yet due. */
    async get(id: string): Promise<Solution | null> {
      return (await read(id, true))?.solution ?? null;
    },

    /** Whether anonymous visitors may see the solution `id` now (one small read, no content). */
    async isShown(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: solutions.id })
        .from(solutions)
        .where(and(eq(solutions.id, id), visible()));
      return row !== undefined;
    },

    /** The stored solution whatever its status, for admins and preview links. */
    async getVersioned(id: string): Promise<VersionedSolution | null> {
      return read(id, false);
    },

    /**
     * What a preview link of the solution is tied to (decision 0069): its version and when the
     * row last changed, which a save, a new picture, the Trash and a restore from it all move
     * on; null when there is no such solution outside the Trash.
     */
    async previewState(id: string): Promise<string | null> {
      const [row] = await db
        .select({ version: solutions.version, changedAt: solutions.updatedAt })
        .from(solutions)
        .where(live(id));
      return row ? `${row.version}-${row.changedAt.getTime()}` : null;
    },

    /** When the next scheduled solution becomes due (ms since the epoch), if any is waiting. */
    async nextDue(): Promise<number | null> {
      const [row] = await db
        .select({ at: min(solutions.publishAt) })
        .from(solutions)
        .where(and(notTrashed, notDraft, gt(solutions.publishAt, new Date(now()).toISOString())));
      return row?.at ? Date.parse(row.at) : null;
    },
    async create(data: SolutionData, options: SaveOptions = {}): Promise<VersionedSolution> {
      try {
        const [row] = await db
          .insert(solutions)
          .values({ id: data.id, ...toColumns(data), ...savedColumns({ version: 0 }, options.by) })
          .returning();
        changed();
        return { solution: toSolution(row as SolutionRow, null), version: (row as SolutionRow).version };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [trashed] = await db
          .select({ id: solutions.id })
          .from(solutions)
          .where(and(eq(solutions.id, data.id), isNotNull(solutions.deletedAt)));
        throw new ConflictError(
          trashed
            ? `A solution with id '${data.id}' is in the Trash: restore it or choose another id`
            : `A solution with id '${data.id}' already exists`,
        );
      }
    },

    /**
     * Replaces every field but the id (fixed after creation) and the media, keeping the version
     * it replaces. StaleVersionError when `expectedVersion` is not the stored one.
     */
    async update(
      id: string,
      data: SolutionData,
      options: SaveOptions = {},
    ): Promise<VersionedSolution | null> {
      const found = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(solutions).where(live(id)).for("update");
        if (!row) return false;
        const stored = toSolution(row, null);
        checkVersion(options.expectedVersion, row.version, () => stored);
        await versions.keep(tx, subject(id), {
          version: row.version,
          data: { ...stored },
          savedById: row.savedById,
          savedByName: row.savedByName,
          savedAt: row.updatedAt,
        });
        await tx
          .update(solutions)
          .set({ ...toColumns(data), ...savedColumns(row, options.by), updatedAt: new Date() })
          .where(eq(solutions.id, id));
        return true;
      });
      if (!found) return null;
      changed();
      return service.getVersioned(id);
    },

    /** The earlier versions, newest first; null when there is no such solution. */
    async versions(id: string) {
      const [row] = await db.select({ id: solutions.id }).from(solutions).where(live(id));
      return row ? versions.list(subject(id)) : null;
    },

    /**
     * Saves an earlier version's content as the newest, so a restore is itself undoable. Null
     * when there is no such solution or version (never kept, or pruned).
     */
    async restore(id: string, version: number, options: SaveOptions = {}): Promise<VersionedSolution | null> {
      const kept = await versions.read(subject(id), version);
      if (!kept) return null;
      const parsed = solutionInputSchema.safeParse({ ...kept, id });
      if (!parsed.success)
        throw new RuleError(
          `Version ${version} no longer passes the solution's rules and cannot be restored`,
        );
      return service.update(id, parsed.data, options);
    },

    /**
     * Moves the solution to the Trash: gone for visitors and from the admin list at once, its
     * media and versions kept until `purgeTrash`, so `restoreFromTrash` brings all of it back.
     */
    async remove(id: string): Promise<boolean> {
      const trashed = await db
        .update(solutions)
        .set({ deletedAt: new Date(now()), updatedAt: movedOn })
        .where(live(id))
        .returning({ id: solutions.id });
      if (trashed.length > 0) changed();
      return trashed.length > 0;
    },

    /** The solutions in the Trash, most recently deleted first, with when each is purged. */
    async listTrash(): Promise<TrashedSolution[]> {
      const rows = await db
        .select({
          id: solutions.id,
          title: solutions.title,
          tier: solutions.tier,
          deletedAt: solutions.deletedAt,
        })
        .from(solutions)
        .where(isNotNull(solutions.deletedAt))
        .orderBy(desc(solutions.deletedAt), asc(solutions.title));
      return rows.map(({ deletedAt, ...row }) => {
        const at = deletedAt as Date;
        return {
          ...row,
          deletedAt: at.toISOString(),
          purgeAt: new Date(at.getTime() + TRASH_DAYS * DAY).toISOString(),
        };
      });
    },

    /** Takes the solution out of the Trash as it was; null when it is not there. */
    async restoreFromTrash(id: string): Promise<VersionedSolution | null> {
      const restored = await db
        .update(solutions)
        .set({ deletedAt: null, updatedAt: movedOn })
        .where(and(eq(solutions.id, id), isNotNull(solutions.deletedAt)))
        .returning({ id: solutions.id });
      if (restored.length === 0) return null;
      changed();
      return service.getVersioned(id);
    },

    /**
     * Deletes for good what has been in the Trash for `TRASH_DAYS` by `at`: the solution and its
     * versions (a later solution with the same id starts afresh). Its files stay in the media
     * library, unused, for an admin to delete there (decision 0058). In the daily job's
     * transaction; answers how many.
     */
    async purgeTrash(tx: Executor, at: Date): Promise<number> {
      const cutoff = new Date(at.getTime() - TRASH_DAYS * DAY);
      const purged = await tx
        .delete(solutions)
        .where(lt(solutions.deletedAt, cutoff))
        .returning({ id: solutions.id });
      for (const row of purged) await versions.remove(tx, subject(row.id));
      return purged.length;
    },

    /**
     * Stores the file and points the solution at it instead of the one before (and that video's
     * poster, unless the new file is a video too).
     */
    async setMedia(id: string, file: NewMedia): Promise<Solution | null> {
      return replaceFile(id, async (tx) => pointAt(tx, id, await files.insert(tx, file)));
    },

    /** Points the solution at a file of the media library, as setMedia does at an upload. */
    async pickMedia(id: string, mediaId: string): Promise<Solution | null> {
      return replaceFile(id, async (tx) =>
        pointAt(tx, id, await files.pick(tx, mediaId, SOLUTION_MEDIA_TYPES, SOLUTION_MEDIA_NAMES)),
      );
    },

    /** Removes the solution's media and its poster; false when there is no such solution. */
    async removeMedia(id: string): Promise<boolean> {
      const found = await replaceFile(id, async (tx) => {
        await tx
          .update(solutions)
          .set({ mediaId: null, posterMediaId: null, updatedAt: new Date() })
          .where(eq(solutions.id, id));
      });
      return found !== null;
    },

    /** Sets the poster of the solution's video; ConflictError when its media is not a video. */
    async setPoster(id: string, file: NewMedia): Promise<Solution | null> {
      return replaceFile(id, async (tx, current) => {
        if (!current.contentType?.startsWith("video/"))
          throw new ConflictError("Upload a video before its poster image");
        const stored = await files.insert(tx, file);
        await tx
          .update(solutions)
          .set({ posterMediaId: stored.id, updatedAt: new Date() })
          .where(eq(solutions.id, id));
      });
    },

    /** Removes the video's poster; false when there is no such solution. */
    async removePoster(id: string): Promise<boolean> {
      const found = await replaceFile(id, async (tx) => {
        await tx
          .update(solutions)
          .set({ posterMediaId: null, updatedAt: new Date() })
          .where(eq(solutions.id, id));
      });
      return found !== null;
    },

    /** How many solutions (the Trash aside) each tier has, for the dashboard with other figures. */
    tierFigures,

    countByTier: (): Promise<Record<Tier, number>> => readFiguresOf(db, tierFigures),
  };
  return service;
}

export type SolutionService = ReturnType<typeof createSolutionService>;
