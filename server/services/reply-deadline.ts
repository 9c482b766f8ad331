import { and, eq, lte, notExists, type SQL, sql } from "drizzle-orm";
import { contactReplies, contactStatusChanges, contacts } from "../db/schema";

// Whether an enquiry has been answered, and whether it waits past its deadline
// (domain/working-days.ts), as SQL over `contacts`, for the list, its filter, the dashboard
// and the morning digest alike (docs/decisions/0048).

/**
 * Answered: moved away from "new" once, or replied to (the first of either is when it was
 * answered). Two `not exists` rather than testing the earliest of both for null: the planner
 * turns them into anti-joins when filtering, where the earliest was looked up row by row.
 */
const neverAnswered = and(
  notExists(
    sql`(select 1 from ${contactStatusChanges} where ${contactStatusChanges.contactId} = ${contacts.id} and ${contactStatusChanges.fromStatus} = 'new')`,
  ),
  notExists(sql`(select 1 from ${contactReplies} where ${contactReplies.contactId} = ${contacts.id})`),
) as SQL;

/**
 * Not answered yet. Any first answer moves an enquiry away from "new" (a reply does so too),
 * so the status, which the partial index on the deadline covers, narrows it down first.
 */
export const unanswered = and(eq(contacts.status, "new"), neverAnswered) as SQL;

/**
 * Unanswered and past its deadline at `now` (a Date, or the database's now()). The deadline is
 * compared before the history is read, so a row not yet due costs no subquery.
 */
export const overdueAt = (now: Date | SQL) =>
  and(eq(contacts.status, "new"), lte(contacts.replyDueAt, now), neverAnswered) as SQL;
