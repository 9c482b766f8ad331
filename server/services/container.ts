import type { Database } from "../db/client";
import { createSolutionService } from "./solutions";
import { createUserService } from "./users";

/** The domain services of one process, built on its one database. */
export function createServices(db: Database) {
  return {
    db,
    solutions: createSolutionService(db),
    users: createUserService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
