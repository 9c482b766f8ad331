// What may reach a log line. Logs are read by more people, kept longer and copied further
// than the database, so credentials and personal data never go in: reset tokens are cut out
// of every string, and errors are logged by an allow-list of fields, never with the values a
// failed query was bound to (Drizzle puts them in the message, PostgreSQL in `detail`).

const REDACTED = "[redacted]";

// A reset token travels in the path of the page (/reset-password/<token>, also as
// <token>.data for React Router's data requests) and of the API call
// (/api/auth/resetpassword/<token>). A quote's buyer link is /q/<token> (its pages below it too);
// its token holds dots and tildes (domain/secret-paths.ts).
const RESET_TOKEN = /(reset-?password\/)[^/?#\s."'\\]+/gi;
const QUOTE_TOKEN = /(\/q\/)[^/?#\s"'\\]+/g;

/** The text with every reset and quote token replaced. */
function redactSecrets(text: string): string {
  return text.replace(RESET_TOKEN, `$1${REDACTED}`).replace(QUOTE_TOKEN, `$1${REDACTED}`);
}

// Fields of Node, pg and PGlite errors that describe what failed without carrying data.
const SAFE_FIELDS = ["code", "errno", "syscall", "severity", "routine", "constraint", "table", "column"];
// A 5-character SQLSTATE marks a database error.
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

/** The error's message without bound values or tokens. */
export function safeMessage(error: Error): string {
  // Drizzle: "Failed query: <sql with $1…>\nparams: <values>"; the SQL has only placeholders.
  let message = String(error.message).split("\nparams:", 1)[0] ?? "";
  // PostgreSQL names the offending value at the end: `invalid input syntax for type uuid: "…"`.
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && SQLSTATE.test(code)) message = withoutQuotedValue(message);
  return redactSecrets(message);
}

/**
 * `…: "value"` at the end of a message with the value redacted. Found with indexOf rather than
 * `/: ".*"$/s`, which scans to the end from every `: "` and so takes time quadratic in a value
 * full of them.
 */
function withoutQuotedValue(message: string): string {
  const start = message.indexOf(': "');
  if (start === -1 || !message.endsWith('"') || message.length < start + 4) return message;
  return `${message.slice(0, start)}: "${REDACTED}"`;
}

/** The error as a log field: type, a cleaned message, the stack frames, safe fields, causes. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: redactSecrets(String(error)) };
  }
  const type = error.constructor?.name || error.name;
  const message = safeMessage(error);
  // The stack repeats the message on its first lines; keep only the frames below it.
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  const serialized: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join("\n"),
  };
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** A log line's own fields with tokens cut out of its strings (paths, URLs). */
export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== "string") continue;
    const clean = redactSecrets(value);
    if (clean === value) continue;
    copy ??= { ...fields };
    copy[key] = clean;
  }
  return copy ?? fields;
}

/**
 * The arguments of a logging call, made safe: string messages lose their tokens, and an error
 * logged without a message gets its cleaned one (pino would otherwise copy the raw message).
 */
export function safeLogArguments(args: unknown[]): unknown[] {
  const clean = args.map((arg) => (typeof arg === "string" ? redactSecrets(arg) : arg));
  const [first, second] = clean;
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (error instanceof Error && typeof second !== "string") clean.splice(1, 0, safeMessage(error));
  return clean;
}
