import { and, isNull, lte, type SQL } from "drizzle-orm";
import { contacts } from "../../db/schema";

// Whether an enquiry has been answered, and whether it waits past its deadline
// (domain/working-days.ts), as SQL over `contacts`, for the list, its filter, the dashboard
// and the morning digest alike (docs/decisions/0048).

/**
 * Not answered yet: no reply sent, and not a logged conversation (contacts.answered_at, set by
 * the first reply and by logging). Its status does not count: In Progress and back to New, or
 * a bulk change, never stops the clock (issue 45, item 4; decision 0076).
 */
export const unanswered = isNull(contacts.answeredAt);

/**
 * Unanswered and past its deadline at `now` (a Date, or the database's now()), found from the
 * partial index on the unanswered ones' deadlines.
 */
export const overdueAt = (now: Date | SQL) => and(unanswered, lte(contacts.replyDueAt, now)) as SQL;
