// A database that cannot be reached (down, restarting, network cut, PGlite closed) is a
// passing condition: requests get 503 with Retry-After, and nothing built from the failed read
// is cached. Any other error from a query is a bug or bad data and stays a 500.

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
/** What the API says, and a page's error view shows, while the database is out of reach. */
export const UNAVAILABLE_MESSAGE = "Service temporarily unavailable. Please try again.";

// Node's socket errors: refused, reset, timed out, unreachable.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
// SQLSTATE class 08 (connection exception) but 08P01, a protocol violation, which is a query
// the server refused on a connection that stays open (65,536 parameters: issue 52);
// 57P01–57P03: shutting down, crashed, starting up; 53300: no connection slots left.
const UNAVAILABLE_SQLSTATE = /^(08(?!P01)...|57P0[123]|53300)$/;
// node-postgres and PGlite say so in words, without a code; a closed database (shutting down)
// is out of reach as well.
const UNAVAILABLE_WORDS =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * Why the database is out of reach, if `error` or an error it wraps (Drizzle wraps the
 * driver's) says it is: that error's own message, for a one-line log. Null for any other error.
 */
export function unavailableReason(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === "string" ? message : String(code);
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return text;
    if (typeof message === "string" && UNAVAILABLE_WORDS.test(message)) return text;
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown): boolean => unavailableReason(error) !== null;
