import { DEFAULT_VERSIONS_KEPT } from "#domain/content-version";
import type { Database } from "#server/db/client";
import { createContentEvents } from "#server/services/content-events";
import { createMediaService } from "#server/services/media";
import { createSolutionService } from "#server/services/solutions";

/** A solution service on a test's own database, which no server caches pages of. */
export const testSolutionService = (db: Database) =>
  createSolutionService(db, {
    events: createContentEvents(),
    media: createMediaService(db),
    versionsKept: DEFAULT_VERSIONS_KEPT,
  });
