import { and, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";
import type { mailOutbox, webhookDeliveries } from "./schema";

// The outbox tables (mail and webhook deliveries) hand out work the same way: the oldest due
// rows, locked so a concurrent claimer skips them, get a lease (their next attempt moves past
// the work's end) and one more attempt counted. Another instance leaves a leased row alone; one
// whose process died is claimed again once the lease ends.

type OutboxTable = typeof mailOutbox | typeof webhookDeliveries;

export async function claimWithLease<T extends OutboxTable>(
  db: Database,
  table: T,
  claim: { waiting: SQL | undefined; dueBy: Date | SQL; leaseUntil: Date; batch: number },
): Promise<T["$inferSelect"][]> {
  const due = db
    .select({ id: table.id })
    .from(table as OutboxTable)
    .where(and(claim.waiting, lte(table.nextAttemptAt, claim.dueBy)))
    .orderBy(table.id)
    .limit(claim.batch)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(table as OutboxTable)
    .set({ nextAttemptAt: claim.leaseUntil, attempts: sql`${table.attempts} + 1` })
    .where(inArray(table.id, due))
    .returning();
  // In the order they were queued: UPDATE ... RETURNING keeps no order.
  return (rows as T["$inferSelect"][]).sort((a, b) => a.id - b.id);
}
