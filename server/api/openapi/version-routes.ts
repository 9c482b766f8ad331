import type { z } from "zod";
import { data, list } from "./operation";
import { versionSchema } from "./records";

// Saved content keeps its earlier versions (decision 0031): a solution, a page's words and the
// settings each list them the same way, and a solution and a page restore one the same way (the
// settings' restore is guarded by the admin's proof, so it is declared beside them). Declared
// once here, so the three histories cannot drift apart in what they answer or how they are
// described. `item` is the path of the one thing whose versions these are ("/:id"), or "" when
// the group is about one thing only.

/** `GET {item}/versions`: who saved each earlier version and when, newest first. */
export const versionsRoute = <const Item extends string>(item: Item, subject: string) =>
  ({
    at: `GET ${item}/versions`,
    summary: `Earlier versions of ${subject}`,
    description: "Newest first.",
    ok: list(versionSchema),
    access: "admin",
    // A path that names a thing is 404 when the thing does not exist.
    errors: item === "" ? ([] as const) : ([404] as const),
  }) as const;

/** `POST {item}/versions/:version/restore`: an earlier version saved again as the newest. */
export const restoreRoute = <const Item extends string, Saved extends z.ZodType>(
  item: Item,
  subject: string,
  saved: Saved,
) =>
  ({
    at: `POST ${item}/versions/:version/restore`,
    summary: `Save an earlier version of ${subject} as the newest (itself undoable)`,
    ok: data(saved),
    access: "admin",
    errors: [400, 404],
    versioned: true,
  }) as const;
