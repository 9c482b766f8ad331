import { and, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import { contactReplies, contactStatusChanges, contacts } from "../db/schema";

// Whether an enquiry has been answered, and whether it waits past its deadline
// (domain/working-days.ts), as SQL over `contacts`, for the list, its filter, the dashboard
// and the morning digest alike (docs/decisions/0048).

/**
 * When the enquiry was first answered: its first move away from "new" or its first reply,
 * whichever came first (least() passes over nulls); null while it has had neither.
 */
export const firstResponseAt = sql<Date | null>`least(
  (select min(${contactStatusChanges.changedAt}) from ${contactStatusChanges}
    where ${contactStatusChanges.contactId} = ${contacts.id} and ${contactStatusChanges.fromStatus} = 'new'),
  (select min(${contactReplies.createdAt}) from ${contactReplies}
    where ${contactReplies.contactId} = ${contacts.id}))`;

/**
 * Not answered yet. Any first answer moves an enquiry away from "new" (a reply does so too),
 * so the status, which the partial index on the deadline covers, narrows it down first.
 */
export const unanswered = and(eq(contacts.status, "new"), isNull(firstResponseAt)) as SQL;

/**
 * Unanswered and past its deadline at `now` (a Date, or the database's now()). The deadline is
 * compared before the history is read, so a row not yet due costs no subquery.
 */
export const overdueAt = (now: Date | SQL) =>
  and(eq(contacts.status, "new"), lte(contacts.replyDueAt, now), isNull(firstResponseAt)) as SQL;
