// The one way the browser talks to the API, for the public forms and the admin area alike.
// A call resolves with what the server sent, or throws: `ApiError` when the server answered
// with a failure, anything else when it was never reached. The session travels in the
// httpOnly cookie (docs/decisions/0003-sessions.md), so `credentials: "same-origin"` is all a
// request needs. The admin area adds sign-in-again and versions on top (features/admin/api).

import type { FieldErrors } from "#domain/text-rules";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A request the server answered with a failure (SPEC §7 failure shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own error text, when it sent one. */
    readonly serverMessage: string | undefined,
    /** Per-field validation messages, when the server sent them. */
    readonly fieldErrors: FieldErrors | undefined,
    /** The whole parsed answer, for the forms whose text SPEC §8 takes from other fields. */
    readonly body: unknown = undefined,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = "ApiError";
  }
}

/** What the server answered: its status, its ETag and its parsed body. */
export interface Answer {
  status: number;
  etag: string | null;
  body: unknown;
}

interface FailureBody {
  success?: boolean;
  error?: unknown;
  errors?: Record<string, string>;
}

interface ApiSuccess<T> {
  success: true;
  data: T;
  count?: number;
}

const succeeded = (status: number) => status >= 200 && status < 300;

/** The ApiError of a failed answer. */
export function failure(status: number, body: unknown): ApiError {
  const parsed = (body ?? {}) as FailureBody;
  const text = typeof parsed.error === "string" && parsed.error ? parsed.error : undefined;
  return new ApiError(status, text, parsed.errors, body);
}

/** Turns a parsed response body into data, or throws ApiError in the SPEC §7 failure shape. */
export function unwrap<T>(status: number, body: unknown): T {
  const parsed = (body ?? {}) as Partial<ApiSuccess<T>>;
  if (succeeded(status) && parsed.success === true) return parsed.data as T;
  throw failure(status, body);
}

/** A body that does not parse (an HTML error page, an empty 204) reads as undefined. */
async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Sends JSON (when there is a body) and reads JSON back, whatever the status. */
export async function send(
  method: Method,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Answer> {
  const response = await fetch(path, {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, etag: response.headers.get("ETag"), body: await readBody(response) };
}

/**
 * A public form's call, whose answers SPEC §7 reads by status alone: the parsed body of a 2xx
 * answer (undefined when it has none), else ApiError.
 */
export async function sendJson(method: "POST" | "PUT", path: string, payload: unknown): Promise<unknown> {
  const answer = await send(method, path, payload);
  if (succeeded(answer.status)) return answer.body;
  throw failure(answer.status, answer.body);
}

/** The first non-empty string among the given fields of a parsed error body. */
export function messageFrom(body: unknown, fields: readonly string[]): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}

/** The two SPEC §8 fallbacks of one action: the server said no, or the call itself failed. */
export interface FailureTexts {
  /** Shown when the server answered with a failure but no text of its own. */
  failed: string;
  /** Shown when the call threw (network down, unreadable answer). */
  errored: string;
}

/**
 * SPEC §8: the server's error text when present, otherwise the fallback for what went wrong.
 * `fields` names where the text is, for the public forms whose SPEC line reads other fields
 * than the error.
 */
export function failureMessage(error: unknown, texts: FailureTexts, fields?: readonly string[]): string {
  if (!(error instanceof ApiError)) return texts.errored;
  return (fields ? messageFrom(error.body, fields) : error.serverMessage) ?? texts.failed;
}

/** The auth forms' SPEC §8 line: the answer's error or message, else one fallback for any failure. */
export const refusalText = (error: unknown, fallback: string) =>
  failureMessage(error, { failed: fallback, errored: fallback }, ["error", "message"]);

/** A failed save: the server's field messages as 'Validation error: a, b', else as failureMessage. */
export function saveFailureMessage(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
    return `Validation error: ${Object.values(error.fieldErrors).join(", ")}`;
  }
  return failureMessage(error, texts);
}
