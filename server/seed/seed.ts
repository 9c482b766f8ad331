import { count, inArray } from "drizzle-orm";
import { DEFAULT_VERSIONS_KEPT } from "#domain/content/content-version";
import { solutionInputSchema } from "#domain/content/solution";
import type { Database } from "../db/client";
import { media, solutions } from "../db/schema";
import { createSolutionService } from "../services/content/solutions";
import { createMediaService } from "../services/media/media";
import type { ContentChanged } from "../services/shared/content-events";
import { demoSolutions } from "./demo-solutions";

// No cache to tell: at start-up the seed runs before the server answers anyone, and the CLI
// is a process of its own, which tells other servers itself (cli.ts).
const NO_CACHE_TO_TELL: ContentChanged = { changed: () => {} };

export type SeedResult = { seeded: false } | { seeded: true; solutions: number };

/**
 * Fills an empty catalogue with the demo solutions. A catalogue that has any content is
 * left alone unless `reset` is asked for, which replaces every solution with the demo set.
 */
export async function seedDemoContent(db: Database, options: { reset?: boolean } = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    if (options.reset) {
      await tx.delete(media).where(inArray(media.id, tx.select({ id: solutions.mediaId }).from(solutions)));
      await tx.delete(solutions);
    } else {
      const [row] = await tx.select({ n: count() }).from(solutions);
      if ((row?.n ?? 0) > 0) return { seeded: false };
    }
    // Only creates, in this transaction: no earlier version to keep, no picture to upgrade.
    const service = createSolutionService(tx, {
      events: NO_CACHE_TO_TELL,
      media: createMediaService(tx),
      versionsKept: DEFAULT_VERSIONS_KEPT,
    });
    for (const input of demoSolutions) {
      await service.create(solutionInputSchema.parse(input));
    }
    return { seeded: true, solutions: demoSolutions.length };
  });
}
