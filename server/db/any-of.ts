import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * `column = any($1)`: the values as one array parameter. inArray binds one parameter per value,
 * and PostgreSQL's protocol counts them in 16 bits: a list that can grow past 65,535 (every
 * note's enquiry, every media file) then fails as a protocol error (issue 52).
 */
export const anyOf = (column: Column, values: readonly unknown[]): SQL =>
  sql`${column} = any(${sql.param(values)})`;
