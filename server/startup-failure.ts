import { ConfigError } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";

/**
 * What an operator needs to read when the server cannot start: one line naming the cause and
 * what to do, for the failures that are about the surroundings (configuration, database,
 * port). Anything else is unexpected and keeps its stack trace. Never prints a password.
 */
export function describeStartupFailure(
  error: unknown,
  settings: { PORT: number; HOST: string; DATABASE_URL?: string },
): { message: string; expected: boolean } {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    return { message: error.message, expected: true };
  }
  const code = errorCode(error);
  const database = settings.DATABASE_URL ? describeDatabase(settings.DATABASE_URL) : "the database";
  const known: Record<string, string> = {
    EADDRINUSE: `Port ${settings.PORT} on ${settings.HOST} is already in use by another process: stop that process or set PORT to a free port.`,
    EACCES: `Not allowed to listen on port ${settings.PORT}: use a port above 1023 or set PORT.`,
    EADDRNOTAVAIL: `Cannot listen on ${settings.HOST}: this machine has no such address (set HOST).`,
    ECONNREFUSED: `Could not connect to ${database}: the connection was refused. Is PostgreSQL running there, and is DATABASE_URL right?`,
    ENOTFOUND: `Could not connect to ${database}: the host name is unknown. Check DATABASE_URL.`,
    ETIMEDOUT: `Could not connect to ${database}: the connection timed out. Check DATABASE_URL and the network.`,
    "3D000": `The database ${database} does not exist: create it first (createdb), or correct DATABASE_URL.`,
    "28P01": `PostgreSQL refused the user or password in DATABASE_URL for ${database}.`,
    "28000": `PostgreSQL refused the connection to ${database} for this user (pg_hba.conf).`,
  };
  if (code && known[code]) return { message: `Could not start: ${known[code]}`, expected: true };
  return { message: `Could not start: ${(error as Error)?.message ?? String(error)}`, expected: false };
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown[] };
  if (typeof code === "string") return code;
  // Connecting to "localhost" tries each of its addresses and reports them together.
  return Array.isArray(errors) ? errorCode(errors[0]) : undefined;
}

/** "PostgreSQL at host:port/name", without the user or password of the URL. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
