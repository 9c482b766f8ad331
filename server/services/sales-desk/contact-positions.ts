import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { contacts } from "../../db/schema";

// The inbox read by position, newest first: (created_at, id), the order its indexes keep. A page
// starts after the one before it (the cursor that page gave as `next`), or, asked for by number
// (SPEC §7's page and pageSize), at the position its offset lands on, found by reading only the
// positions. OFFSET on the records themselves built every skipped record, its owner, solution,
// last reply and note count: page 2,000 of 100,000 held PGlite, and so the site, half a second
// (issue 52).

/** A contact's place in the inbox: its created_at as the database writes it (microseconds), and its id. */
export interface Position {
  at: string;
  id: string;
}

export const newestFirst = [desc(contacts.createdAt), desc(contacts.id)];
const oldestFirst = [asc(contacts.createdAt), asc(contacts.id)];

/**
 * The position of each row, as text. The drivers hand timestamps to Drizzle as the database's
 * text, which keeps the microseconds a Date would lose (PostgreSQL's now() has them).
 */
export const positionColumns = { at: sql<string>`${contacts.createdAt}`, id: contacts.id };

const POSITION =
  /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d){0,2})\|([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})$/;

/** The `next` a client sends back as `after`: opaque to it. */
export const cursorOf = ({ at, id }: Position) => Buffer.from(`${at}|${id}`).toString("base64url");

/** The position a cursor names; null when it is not one this server gave. */
export function positionOf(cursor: string): Position | null {
  const match = POSITION.exec(Buffer.from(cursor, "base64url").toString());
  return match ? { at: match[1] as string, id: match[2] as string } : null;
}

/** Rows after `position` (or from it on, `inclusive`), newest first. */
export const fromPosition = (position: Position, inclusive = false): SQL =>
  sql`(${contacts.createdAt}, ${contacts.id}) ${sql.raw(inclusive ? "<=" : "<")} (${position.at}::timestamptz, ${position.id}::uuid)`;

/**
 * Where the page starts: after a cursor's position, or at the `offset`th of `total` matches;
 * null past the last match. A deep offset is counted from the oldest end, so the last pages
 * (the ones an administrator jumps to) cost what the first do.
 */
export async function startOf(
  db: Executor,
  where: SQL | undefined,
  from: { after?: Position; offset: number; total: number },
): Promise<SQL | undefined | null> {
  if (from.after) return fromPosition(from.after);
  if (from.offset === 0) return undefined;
  if (from.offset >= from.total) return null;
  const fromOldest = from.offset > from.total / 2;
  const [position] = await db
    .select(positionColumns)
    .from(contacts)
    .where(where)
    .orderBy(...(fromOldest ? oldestFirst : newestFirst))
    .limit(1)
    .offset(fromOldest ? from.total - 1 - from.offset : from.offset);
  return position ? fromPosition(position, true) : null;
}
