import { asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import type { Tier } from "../../domain/options";
import {
  normaliseSolution,
  type Solution,
  type SolutionData,
  type SolutionMedia,
  type SolutionSummary,
} from "../../domain/solution";
import type { Database } from "../db/client";
import { media, solutions } from "../db/schema";
import type { ContentEvents } from "./content-events";
import { ConflictError, isUniqueViolation } from "./errors";
import { createMediaService, type NewMedia } from "./media";
import { mediaUrl } from "./media-url";

type SolutionRow = typeof solutions.$inferSelect;
type MediaRef = { key: string; fileName: string; contentType: string } | null;

const tierOrder = sql`array_position(array['bronze','silver','gold']::text[], ${solutions.tier})`;

function toSolution(row: SolutionRow, file: MediaRef): Solution {
  const solution: Solution = {
    id: row.id,
    title: row.title,
    tagline: row.tagline,
    description: row.description,
    challenges: row.challenges as Solution["challenges"],
    sectors: row.sectors as Solution["sectors"],
    features: row.features,
    animation: row.animation,
    implementationSteps: row.implementationSteps,
    timeline: row.timeline,
    pricing: row.pricing,
    tier: row.tier,
    icon: row.icon,
  };
  if (row.techStack) solution.techStack = row.techStack;
  if (file) solution.media = toMedia(file);
  return solution;
}

function toMedia(file: NonNullable<MediaRef>): SolutionMedia {
  return {
    type: file.contentType.startsWith("video/") ? "video" : "image",
    url: mediaUrl(file.key),
    fileName: file.fileName,
  };
}

function toColumns(data: SolutionData) {
  const { id: _id, ...rest } = normaliseSolution(data);
  return { ...rest, techStack: rest.techStack ?? null };
}

/** The solution's media pointer, locked until the transaction ends; undefined if no such solution. */
async function lockMediaPointer(tx: Database, id: string) {
  const [row] = await tx
    .select({ mediaId: solutions.mediaId })
    .from(solutions)
    .where(eq(solutions.id, id))
    .for("update");
  return row;
}

export function createSolutionService(db: Database, events?: ContentEvents) {
  const files = createMediaService(db);
  const changed = () => events?.changed();
  const mediaColumns = { key: media.key, fileName: media.fileName, contentType: media.contentType };

  return {
    async list(): Promise<SolutionSummary[]> {
      return db
        .select({
          id: solutions.id,
          title: solutions.title,
          tagline: solutions.tagline,
          icon: solutions.icon,
          tier: solutions.tier,
          challenges: solutions.challenges,
          sectors: solutions.sectors,
        })
        .from(solutions)
        .orderBy(tierOrder, asc(solutions.title)) as Promise<SolutionSummary[]>;
    },

    async get(id: string): Promise<Solution | null> {
      const [row] = await db
        .select({ solution: getTableColumns(solutions), file: mediaColumns })
        .from(solutions)
        .leftJoin(media, eq(media.id, solutions.mediaId))
        .where(eq(solutions.id, id));
      return row ? toSolution(row.solution, row.file) : null;
    },

    async create(data: SolutionData): Promise<Solution> {
      try {
        const [row] = await db
          .insert(solutions)
          .values({ id: data.id, ...toColumns(data) })
          .returning();
        changed();
        return toSolution(row as SolutionRow, null);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ConflictError(`A solution with id '${data.id}' already exists`);
        throw error;
      }
    },

    /** Replaces every field but the id (fixed after creation) and the media. */
    async update(id: string, data: SolutionData): Promise<Solution | null> {
      const [row] = await db
        .update(solutions)
        .set({ ...toColumns(data), updatedAt: new Date() })
        .where(eq(solutions.id, id))
        .returning({ id: solutions.id });
      if (!row) return null;
      changed();
      return this.get(id);
    },

    /** Deletes the solution and its media file together. */
    async remove(id: string): Promise<boolean> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(solutions)
          .where(eq(solutions.id, id))
          .returning({ mediaId: solutions.mediaId });
        if (row?.mediaId) await files.remove(tx as unknown as Database, row.mediaId);
        return row !== undefined;
      });
      if (removed) changed();
      return removed;
    },

    /** Stores the file and points the solution at it, dropping the file it replaces. */
    async setMedia(id: string, file: NewMedia): Promise<Solution | null> {
      const found = await db.transaction(async (tx) => {
        const current = await lockMediaPointer(tx as unknown as Database, id);
        if (!current) return false;
        const stored = await files.insert(tx as unknown as Database, file);
        await tx
          .update(solutions)
          .set({ mediaId: stored.id, updatedAt: new Date() })
          .where(eq(solutions.id, id));
        if (current.mediaId) await files.remove(tx as unknown as Database, current.mediaId);
        return true;
      });
      if (!found) return null;
      changed();
      return this.get(id);
    },

    /** Removes the solution's media; false when there is no such solution. */
    async removeMedia(id: string): Promise<boolean> {
      const found = await db.transaction(async (tx) => {
        const current = await lockMediaPointer(tx as unknown as Database, id);
        if (!current) return false;
        if (current.mediaId) await files.remove(tx as unknown as Database, current.mediaId);
        return true;
      });
      if (found) changed();
      return found;
    },

    async countByTier(): Promise<Record<Tier, number>> {
      const rows = await db
        .select({ tier: solutions.tier, n: count() })
        .from(solutions)
        .groupBy(solutions.tier);
      const totals: Record<Tier, number> = { bronze: 0, silver: 0, gold: 0 };
      for (const row of rows) totals[row.tier] = row.n;
      return totals;
    },
  };
}

export type SolutionService = ReturnType<typeof createSolutionService>;
