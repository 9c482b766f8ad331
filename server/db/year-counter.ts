import { sql } from "drizzle-orm";
import type { Executor } from "./client";
import type { invoiceCounters, quoteNumbers } from "./schema";

/** A table of one row per year holding the last number given in it. */
type YearCounter = typeof quoteNumbers | typeof invoiceCounters;

/**
 * The next number of `year` in `counter`, inside the caller's transaction: the upsert locks the
 * year's row until commit, so another instance's transaction waits for this one, and one rolled
 * back gives its number back. Never a sequence object, which skips numbers on rollback: quote
 * and invoice numbers have no gaps (decisions 0091, 0092).
 */
export async function nextInYear(tx: Executor, counter: YearCounter, year: number): Promise<number> {
  const [row] = await tx
    .insert(counter)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: counter.year, set: { last: sql`${counter.last} + 1` } })
    .returning({ last: counter.last });
  return (row as { last: number }).last;
}
