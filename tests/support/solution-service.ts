import { DEFAULT_VERSIONS_KEPT } from "#domain/content/content-version";
import type { Database } from "#server/db/client";
import { createSolutionService } from "#server/services/content/solutions";
import { createMediaService } from "#server/services/media/media";
import { createContentEvents } from "#server/services/shared/content-events";

/** A solution service on a test's own database, which no server caches pages of. */
export const testSolutionService = (db: Database) =>
  createSolutionService(db, {
    events: createContentEvents(),
    media: createMediaService(db),
    versionsKept: DEFAULT_VERSIONS_KEPT,
  });
