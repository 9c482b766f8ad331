import { and, count, desc, eq, inArray, isNull, max, type SQL, sql } from "drizzle-orm";
import type { ContactStatus } from "#domain/options";
import { anyOf } from "#server/db/any-of";
import type { Database, Executor } from "#server/db/client";
import { type Figures, readFiguresOf } from "#server/db/figures";
import { contactCounts, contactOwnerChanges, contacts, users } from "#server/db/schema";
import type { Outbox } from "#server/mail/outbox";
import { cursorOf, fromPosition, newestFirst, type Position, startOf } from "../contact-positions";
import {
  type Actor,
  type ContactRecord,
  type RecordRow,
  recordsOf,
  selectRecords,
  toRecord,
} from "../contact-record";
import { assignmentMail } from "../notify/enquiry-mail";
import type { Webhooks } from "../notify/webhooks";
import { overdueAt } from "../reply-deadline";
import {
  COUNTED_AT_ONCE,
  type ContactQuery,
  countedFigures,
  countInPieces,
  matching,
  statusFigures,
} from "./contact-search";
import { moveStatus } from "./contact-status";
import { lockAtVersion, recordChange } from "./contact-version";

// The inbox: reading, filtering, working and assigning enquiries. Taking them in is
// enquiry-intake.ts's.

export type { ContactRecord } from "../contact-record";

/** What the inbox polls for: a change in either means the lists on screen are out of date. */
export interface InboxSummary {
  unread: number;
  /** When the newest enquiry arrived; null with none. */
  latest: string | null;
  /** When an admin last changed any enquiry (status, owner, reply, note); null before the first. */
  changedAt: string | null;
  /** How many enquiries there are: a deletion moves it. */
  total: number;
}

/** How many enquiries there are, and of each status. */
export interface StatusCounts {
  total: number;
  new: number;
  inProgress: number;
  completed: number;
}

export interface ContactListPage {
  items: ContactRecord[];
  total: number;
  page: number;
  pageSize: number;
  /** Where the next page starts, for `after`; null on the last page. */
  next: string | null;
}

/**
 * How many records the unpaged list reads at a time: on PGlite a chunk holds the server's one
 * thread while it is read (about 9 ms of CPU at 200, 21 at 500: decision 0076), and other
 * requests are answered between chunks.
 */
const LIST_CHUNK = 200;

/** `rows` (a page's, and the first of the next) as the page `page` of `total`. */
function pageOf(rows: RecordRow[], total: number, page: number, pageSize: number): ContactListPage {
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  const next = rows.length > pageSize && last ? cursorOf({ at: last.positionAt, id: last.id }) : null;
  return { items: items.map(toRecord), total, page, pageSize, next };
}

/** An administrator who may own enquiries; null for anyone else. */
async function adminOf(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "admin")));
  return row ?? null;
}

export interface ContactServiceOptions {
  outbox: Outbox;
  /** The site's address, for the inbox links in an assignment mail. */
  publicUrl: string;
  webhooks: Webhooks;
}

/** How many enquiries there are, and of each status, from the counts the triggers keep. */
const countFigures: Figures<StatusCounts> = {
  columns: statusFigures.columns,
  read(values) {
    const by = statusFigures.read(values) as Record<ContactStatus, number>;
    const counts = { new: by.new, inProgress: by["in-progress"], completed: by.completed };
    return { total: counts.new + counts.inProgress + counts.completed, ...counts };
  },
};

export function createContactService(db: Database, { outbox, publicUrl, webhooks }: ContactServiceOptions) {
  /** The newest `limit` records where `where` holds. */
  const rowsFrom = (where: SQL | undefined, limit: number) =>
    selectRecords(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit);

  /**
   * The first page of a search and how many match, in one statement: its matches, up to
   * COUNTED_AT_ONCE, are read once (from the trigram indexes), counted, and the newest of them
   * read as records. Two statements read them twice before, the page walking the inbox newest
   * first through the enquiries without the text (decision 0101). Beyond that many, they are
   * counted in pieces and the page read newest first, as match.count() and rowsFrom do.
   */
  async function firstSearchPage(where: SQL | undefined, pageSize: number): Promise<ContactListPage> {
    const matched = db
      .$with("matched")
      .as(
        db
          .select({ id: contacts.id, createdAt: contacts.createdAt })
          .from(contacts)
          .where(where)
          .limit(COUNTED_AT_ONCE),
      );
    const newest = db
      .select({ id: matched.id })
      .from(matched)
      .orderBy(desc(matched.createdAt), desc(matched.id))
      .limit(pageSize + 1);
    const rows = await selectRecords(db, { total: sql<number>`(select count(*)::integer from ${matched})` }, [
      matched,
    ])
      .where(inArray(contacts.id, newest))
      .orderBy(...newestFirst)
      .limit(pageSize + 1);
    const total = rows[0]?.total ?? 0;
    if (total < COUNTED_AT_ONCE) return pageOf(rows, total, 1, pageSize);
    return pageOf(await rowsFrom(where, pageSize + 1), await countInPieces(db, where), 1, pageSize);
  }

  /** Every contact, newest first, a chunk at a time (SPEC §7's unpaged list). */
  async function* everyChunk(): AsyncGenerator<ContactRecord[]> {
    let start: SQL | undefined;
    for (;;) {
      const rows = await rowsFrom(start, LIST_CHUNK);
      if (rows.length > 0) yield rows.map(toRecord);
      const last = rows.at(-1);
      if (rows.length < LIST_CHUNK || !last) return;
      start = fromPosition({ at: last.positionAt, id: last.id });
    }
  }

  /**
   * Sets `status` on the contacts among `ids` that exist, remembering each real change;
   * `expectedVersion` (one id) refuses it when another change came first.
   */
  async function changeStatus(ids: string[], status: ContactStatus, actor: Actor, expectedVersion?: number) {
    let hooked = false;
    const records = await db.transaction(async (tx) => {
      if (expectedVersion !== undefined) await lockAtVersion(tx, ids[0] as string, expectedVersion);
      const { found, changed } = await moveStatus(tx, ids, status, actor);
      if (found.length === 0) return [];
      hooked = await webhooks.enqueue(tx, "enquiry.status_changed", changed);
      return recordsOf(tx, found);
    });
    if (hooked) void webhooks.kick();
    return records;
  }

  return {
    /** The newest `limit` contacts, or every one. */
    async list(limit?: number): Promise<ContactRecord[]> {
      if (limit) return (await rowsFrom(undefined, limit)).map(toRecord);
      const all: ContactRecord[] = [];
      for await (const chunk of everyChunk()) all.push(...chunk);
      return all;
    },

    /** Every contact, newest first, a chunk at a time. */
    everyChunk,

    /**
     * Gives the contacts among `ids` that exist to `ownerId` (null: to no one), recording each
     * real change in their history, and mails the new owner, unless they assigned them to
     * themselves, one mail naming every enquiry given; `expectedVersion` (one id) refuses it
     * when another change came first. Null when `ownerId` is not an administrator's.
     */
    async assign(
      ids: string[],
      ownerId: string | null,
      actor: Actor,
      expectedVersion?: number,
    ): Promise<ContactRecord[] | null> {
      let hooked = false;
      const assigned = await db.transaction(async (tx) => {
        const owner = ownerId ? await adminOf(tx, ownerId) : null;
        if (ownerId && !owner) return null;
        if (expectedVersion !== undefined) await lockAtVersion(tx, ids[0] as string, expectedVersion);
        const before = await tx
          .select({ id: contacts.id, name: contacts.name, ownerId: contacts.ownerId, ownerName: users.name })
          .from(contacts)
          .leftJoin(users, eq(users.id, contacts.ownerId))
          .where(anyOf(contacts.id, ids))
          .for("update", { of: contacts });
        const moved = before.filter((row) => row.ownerId !== ownerId);
        const movedIds = moved.map((row) => row.id);
        if (moved.length > 0) {
          await tx.update(contacts).set({ ownerId }).where(anyOf(contacts.id, movedIds));
          await tx.insert(contactOwnerChanges).values(
            moved.map((row) => ({
              contactId: row.id,
              fromOwnerName: row.ownerId ? row.ownerName : null,
              toOwnerId: ownerId,
              toOwnerName: owner?.name ?? null,
              changedById: actor.id,
              changedByName: actor.name,
            })),
          );
          await recordChange(tx, movedIds, actor);
        }
        if (owner && moved.length > 0 && owner.id !== actor.id) {
          await outbox.enqueue(tx, assignmentMail(owner.email, moved, actor, publicUrl));
        }
        hooked = await webhooks.enqueue(tx, "enquiry.assigned", movedIds);
        return recordsOf(
          tx,
          before.map((row) => row.id),
        );
      });
      if (assigned?.length) void outbox.kick();
      if (hooked) void webhooks.kick();
      return assigned;
    },

    /**
     * One page of the contacts matching `query`, newest first, with how many match in all: the
     * page after the cursor `after`, or else page number `page`.
     */
    async page(
      query: ContactQuery,
      page: number,
      pageSize: number,
      after?: Position,
    ): Promise<ContactListPage> {
      const match = await matching(db, query);
      if (!after && page === 1 && match.countedByRows) return firstSearchPage(match.where, pageSize);
      const total = await match.count();
      const start = await startOf(db, match.where, { after, offset: (page - 1) * pageSize, total });
      const rows =
        start === null ? [] : await rowsFrom(match.pageWhere(start, total, pageSize + 1), pageSize + 1);
      return pageOf(rows, total, page, pageSize);
    },

    async get(id: string): Promise<ContactRecord | null> {
      const [row] = await selectRecords(db).where(eq(contacts.id, id));
      return row ? toRecord(row) : null;
    },

    /** Notes that an admin opened the enquiry: it is read from now on, for every admin. */
    async markOpened(id: string): Promise<void> {
      await db
        .update(contacts)
        .set({ openedAt: new Date() })
        .where(and(eq(contacts.id, id), isNull(contacts.openedAt)));
    },

    async summary(): Promise<InboxSummary> {
      const [[unread], [newest], [changed], [all]] = await Promise.all([
        db.select({ n: count() }).from(contacts).where(isNull(contacts.openedAt)),
        db
          .select({ createdAt: contacts.createdAt })
          .from(contacts)
          .orderBy(...newestFirst)
          .limit(1),
        db.select({ at: max(contacts.changedAt) }).from(contacts),
        // From the counts triggers keep per status and interest (decision 0067), not the table.
        db.select({ n: sql<number>`coalesce(sum(${contactCounts.count}), 0)::integer` }).from(contactCounts),
      ]);
      return {
        unread: unread?.n ?? 0,
        latest: newest?.createdAt.toISOString() ?? null,
        changedAt: changed?.at?.toISOString() ?? null,
        total: all?.n ?? 0,
      };
    },

    async setStatus(
      id: string,
      status: ContactStatus,
      actor: Actor,
      expectedVersion?: number,
    ): Promise<ContactRecord | null> {
      return (await changeStatus([id], status, actor, expectedVersion))[0] ?? null;
    },

    /** The contacts among `ids` that still exist, now with `status`. */
    setStatuses: changeStatus,

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
      return rows.length > 0;
    },

    /** How many of `ids` were there to delete. */
    async removeMany(ids: string[]): Promise<number> {
      const rows = await db.delete(contacts).where(inArray(contacts.id, ids)).returning({ id: contacts.id });
      return rows.length;
    },

    /** How many wait past their reply deadline now (docs/decisions/0048), for the dashboard. */
    overdueFigures: () => countedFigures(db, overdueAt(sql`now()`)),

    /** How many there are, and of each status, for the dashboard with other figures. */
    countFigures,

    countByStatus: (): Promise<StatusCounts> => readFiguresOf(db, countFigures),
  };
}
