import { type PGlite, type Transaction, types } from "@electric-sql/pglite";

// Drizzle's PGlite driver passes a set of parsers with every query (dates, times and intervals
// kept as PostgreSQL's text, which drizzle maps itself), and PGlite merges them into its own
// ~320 parsers by spreading both into a new object, once per query: 250 µs of CPU a statement,
// against ~340 µs for the whole of a `select $1` (decision 0103). Given to the instance once,
// they need not come with each query; the client drizzle is handed drops them from each.

const asText = (value: string) => value;

/** Drizzle's own (drizzle-orm/pglite/session.js): the types it reads as text. */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Query = PGlite["query"];

/** `query` without the parsers each call brings: the instance already has them. */
const withoutParsers =
  (query: Query): Query =>
  (text, params, options) => {
    if (options?.parsers === undefined) return query(text, params, options);
    const { parsers: _given, ...rest } = options;
    return query(text, params, rest);
  };

/**
 * `target` with some members replaced; every other member read from `target` itself, so that
 * getters and methods run on the object they belong to (PGlite keeps private state).
 */
function replacing<T extends object>(target: T, members: Partial<T>): T {
  return new Proxy(target, {
    get(object, name) {
      if (Object.hasOwn(members, name)) return members[name as keyof T];
      const value = Reflect.get(object, name, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/**
 * The client to hand drizzle: `client` for everything but `query` and `transaction`, whose
 * queries go without parsers once the instance reads drizzle's types as text. Queries sent to
 * `client` directly read those types as text too.
 */
export function textDatesClient(client: PGlite): PGlite {
  // After PGlite's start, which sets the array types' parsers (numeric[] and the others above).
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  return replacing(client, {
    query: withoutParsers(client.query.bind(client)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => callback(replacing(tx, { query: withoutParsers(tx.query.bind(tx)) }))),
  });
}
