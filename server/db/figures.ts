import { type SQL, sql, type Table } from "drizzle-orm";
import type { Executor } from "./client";

// Decision 0101. A screen of figures (the dashboard: counts of solutions, users, enquiries, the
// queues' health, the month's quotes) is read as scalar subqueries of one statement. On PGlite
// each statement costs its own parse, plan, transaction and trip through the WebAssembly and
// the driver; with --liftoff-only (decision 0078) the dashboard's eleven statements cost 16 %
// more CPU than with V8's default tiering, against issue 53's 10 % at most. Each service keeps
// its figures' SQL, and reads them alone with the same code.

/** Figures a service reads: alone (readFiguresOf), or in one statement with others' (readFigures). */
export interface Figures<T, Name extends string = string> {
  /** Each a scalar subquery (one row, one column), by name. */
  columns: Record<Name, SQL>;
  /** The figures from those columns' values; may read on (a count too large for one statement). */
  read(values: Record<string, unknown>): T | Promise<T>;
}

type FiguresOf<P> = { [K in keyof P]: P[K] extends Figures<infer T> ? T : never };

/** Every part's figures, by the part's name, from one statement. */
export async function readFigures<P extends Record<string, Figures<unknown>>>(
  db: Executor,
  parts: P,
): Promise<FiguresOf<P>> {
  const names = Object.keys(parts);
  const [row] = await db
    .select(Object.fromEntries(names.map((name) => [name, (parts[name] as Figures<unknown>).columns])))
    .from(sql`(values (0)) as figures`);
  const values = row as Record<string, Record<string, unknown>>;
  const read = await Promise.all(
    names.map((name) => (parts[name] as Figures<unknown>).read(values[name] as Record<string, unknown>)),
  );
  return Object.fromEntries(names.map((name, i) => [name, read[i]])) as FiguresOf<P>;
}

/** One service's figures, in a statement of their own. */
export const readFiguresOf = async <T>(db: Executor, figures: Figures<T>): Promise<T> =>
  (await readFigures(db, { figures })).figures;

/** `select count(*)` of `from`'s rows where `where` holds, as a scalar subquery giving an integer. */
export const countOf = (from: Table, where?: SQL): SQL =>
  where
    ? sql`(select count(*)::integer from ${from} where ${where})`
    : sql`(select count(*)::integer from ${from})`;
