import { eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { anyOf } from "#server/db/any-of";
import type { Executor } from "#server/db/client";
import { contacts } from "#server/db/schema";
import { StaleEnquiryError } from "../../shared/errors";
import { readDetail } from "./contact-detail";

// An enquiry's version (decision 0074): every change an admin makes to it (status, owner,
// reply, note) counts one, and a change that names the version its author saw (If-Match) is
// refused when another came first. The check holds the row's lock until commit, so two requests
// on two instances cannot both pass it: the second waits, then reads the first one's version.

/** What a change made, with the enquiry's version after it (the ETag of the answer). */
export interface Versioned<T> {
  data: T;
  version: number;
}

/** Who made a change: an admin, or a service such as a booking page (no account). */
export interface ChangedBy {
  id: string | null;
  name: string;
}

type ContactRow = typeof contacts.$inferSelect;

/**
 * Inside the caller's transaction: locks the enquiry `id` until commit and, when `expected` is
 * given, refuses with StaleEnquiryError (carrying the enquiry as it is now) unless that is its
 * version. Answers the columns `read` names, as locked (so a caller reads the row once), or
 * null when the enquiry does not exist.
 */
export async function lockAtVersion<Read extends keyof ContactRow = never>(
  tx: Executor,
  id: string,
  expected: number | undefined,
  read: readonly Read[] = [],
): Promise<Pick<ContactRow, Read> | null> {
  const columns = getTableColumns(contacts);
  const picked: Record<string, PgColumn> = Object.fromEntries(read.map((name) => [name, columns[name]]));
  const [row] = await tx
    .select({
      ...picked,
      lockedVersion: contacts.version,
      lockedAt: contacts.changedAt,
      lockedByName: contacts.changedByName,
    })
    .from(contacts)
    .where(eq(contacts.id, id))
    .for("update");
  if (!row) return null;
  const { lockedVersion, lockedAt, lockedByName, ...values } = row;
  if (expected !== undefined && expected !== lockedVersion) {
    throw new StaleEnquiryError(
      lockedVersion,
      await readDetail(tx, id),
      lockedByName,
      lockedAt?.toISOString() ?? null,
    );
  }
  // The columns of `read`, each under its own name, as drizzle answered them.
  return values as Pick<ContactRow, Read>;
}

/**
 * Inside the caller's transaction: the enquiries among `ids` move to their next version, changed
 * by `by` now. Answers the version of the first (the one a single change's ETag names).
 */
export async function recordChange(tx: Executor, ids: readonly string[], by: ChangedBy): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(contacts)
    .set({
      version: sql`${contacts.version} + 1`,
      changedAt: sql`now()`,
      changedById: by.id,
      changedByName: by.name,
    })
    .where(anyOf(contacts.id, ids))
    .returning({ id: contacts.id, version: contacts.version });
  return rows.find((row) => row.id === ids[0])?.version ?? 0;
}
