import type { Database } from "../db/client";
import { createMediaService } from "./media";
import { createSolutionService } from "./solutions";
import { createUserService } from "./users";

/** The domain services of one process, built on its one database. */
export function createServices(db: Database) {
  return {
    db,
    solutions: createSolutionService(db),
    media: createMediaService(db),
    users: createUserService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
