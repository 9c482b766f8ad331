import { and, desc, eq, notInArray } from "drizzle-orm";
import type { VersionSummary } from "#domain/content/content-version";
import type { Database, Executor } from "../../db/client";
import { contentVersions } from "../../db/schema";
import { StaleVersionError } from "../shared/errors";

/** Who saves: the signed-in admin. */
export interface Saver {
  id: string;
  name: string;
}

/** What a save names: who saves, and the version it started from (undefined: no check). */
export interface SaveOptions {
  by?: Saver;
  expectedVersion?: number;
}

/** The stored state being replaced, as its row records it. */
export interface Replaced {
  version: number;
  data: Record<string, unknown>;
  savedById: string | null;
  savedByName: string | null;
  savedAt: Date;
}

/** The columns a save writes beside the content: the next version and who saved it. */
export function savedColumns(replaced: { version: number }, by: Saver | undefined) {
  return { version: replaced.version + 1, savedById: by?.id ?? null, savedByName: by?.name ?? null };
}

/** Refuses a save whose starting version is not the stored one; `current` goes to the client. */
export function checkVersion(expected: number | undefined, stored: number, current: () => unknown) {
  if (expected !== undefined && expected !== stored) throw new StaleVersionError(stored, current());
}

/** The earlier versions of content, by subject ("solution:<id>", "settings"). */
export function createContentVersions(db: Database, kept: number) {
  return {
    /** Keeps the version a save replaces and drops all but the newest `kept`; inside the save's transaction. */
    async keep(tx: Executor, subject: string, replaced: Replaced) {
      await tx.insert(contentVersions).values({ subject, ...replaced });
      const newest = tx
        .select({ version: contentVersions.version })
        .from(contentVersions)
        .where(eq(contentVersions.subject, subject))
        .orderBy(desc(contentVersions.version))
        .limit(kept);
      await tx
        .delete(contentVersions)
        .where(and(eq(contentVersions.subject, subject), notInArray(contentVersions.version, newest)));
    },

    async list(subject: string): Promise<VersionSummary[]> {
      const rows = await db
        .select({
          version: contentVersions.version,
          savedAt: contentVersions.savedAt,
          savedBy: contentVersions.savedByName,
        })
        .from(contentVersions)
        .where(eq(contentVersions.subject, subject))
        .orderBy(desc(contentVersions.version));
      return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
    },

    /** The stored content of one version; undefined when it was never kept or has been pruned. */
    async read(
      subject: string,
      version: number,
      executor: Executor = db,
    ): Promise<Record<string, unknown> | undefined> {
      const [row] = await executor
        .select({ data: contentVersions.data })
        .from(contentVersions)
        .where(and(eq(contentVersions.subject, subject), eq(contentVersions.version, version)));
      return row?.data;
    },

    async remove(tx: Executor, subject: string) {
      await tx.delete(contentVersions).where(eq(contentVersions.subject, subject));
    },
  };
}
