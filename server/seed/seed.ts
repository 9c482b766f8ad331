import { count, inArray } from "drizzle-orm";
import { solutionInputSchema } from "#domain/solution";
import type { Database } from "../db/client";
import { media, solutions } from "../db/schema";
import { createSolutionService } from "../services/solutions";
import { demoSolutions } from "./demo-solutions";

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
    const service = createSolutionService(tx);
    for (const input of demoSolutions) {
      await service.create(solutionInputSchema.parse(input));
    }
    return { seeded: true, solutions: demoSolutions.length };
  });
}
