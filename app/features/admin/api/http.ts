// The one place the admin area talks HTTP. The session travels in the httpOnly cookie
// (docs/decisions/0003-sessions.md), so requests only need `credentials: "same-origin"`.

/** A request the server answered with a failure (SPEC §7 failure shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own error text, when it sent one. */
    readonly serverMessage: string | undefined,
    /** Per-field validation messages, when the server sent them. */
    readonly fieldErrors: Record<string, string> | undefined,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = "ApiError";
  }
}

/**
 * A save refused because someone else saved first (409 with the stored version): `current` is
 * what is stored now, `version` what to send to save over it.
 */
export class VersionConflict<T> extends ApiError {
  constructor(
    serverMessage: string | undefined,
    readonly version: number,
    readonly current: T,
  ) {
    super(409, serverMessage, undefined);
    this.name = "VersionConflict";
  }
}

/** Content with the version it is at (the ETag a later save sends as If-Match). */
export interface Versioned<T> {
  data: T;
  version: number;
}

interface FailureBody {
  success?: boolean;
  error?: unknown;
  message?: unknown;
  errors?: Record<string, string>;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
  count?: number;
}

/** Turns a parsed response body into data, or throws ApiError in the SPEC §7 failure shape. */
export function unwrap<T>(status: number, body: unknown): T {
  const parsed = (body ?? {}) as FailureBody & Partial<ApiSuccess<T>>;
  if (status >= 200 && status < 300 && parsed.success === true) return parsed.data as T;
  const text = typeof parsed.error === "string" && parsed.error ? parsed.error : undefined;
  throw new ApiError(status, text, parsed.errors);
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

// A session can end while a screen is open (idle timeout, ended from another device). The admin
// layout then offers sign-in in a dialog; a request refused with 401 waits for it and is sent
// again, so the screen, and whatever was typed in it, carries on as if nothing had happened.

/** Asks the admin to sign in again; true once they have, false when they decline. */
export type SignInPrompt = () => Promise<boolean>;
let prompt: SignInPrompt | null = null;
let asking: Promise<boolean> | null = null;

/** Makes `ask` the way to sign in again while its screen is shown; returns the undo. */
export function offerSignIn(ask: SignInPrompt): () => void {
  prompt = ask;
  return () => {
    if (prompt === ask) prompt = null;
  };
}

/** One question however many requests were refused at once: they all wait for the same answer. */
function signInAgain(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  asking ??= prompt().finally(() => {
    asking = null;
  });
  return asking;
}

/** Runs a request; when the session has ended, asks for sign-in and runs it again. */
export async function withSignIn<T>(request: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await request();
    } catch (error) {
      const signedOut = error instanceof ApiError && error.status === 401;
      if (!signedOut || !(await signInAgain())) throw error;
    }
  }
}

async function send(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      ...(body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, etag: response.headers.get("ETag"), body: await readBody(response) };
}

export function apiRequest<T>(method: Method, path: string, body?: unknown) {
  return withSignIn(async () => {
    const response = await send(method, path, body);
    return unwrap<T>(response.status, response.body);
  });
}

// Compression weakens the ETag of an answer from 1 KB (W/"3"); it still names version 3.
const versionOf = (etag: string | null) => Number(etag?.match(/^(?:W\/)?"(\d+)"$/)?.[1] ?? Number.NaN);

/**
 * A read or save of versioned content. A save names the version it started from (If-Match);
 * VersionConflict when another save came first.
 */
export function apiVersioned<T>(
  method: Method,
  path: string,
  options: { body?: unknown; version?: number } = {},
): Promise<Versioned<T>> {
  const headers: Record<string, string> = options.version ? { "If-Match": `"${options.version}"` } : {};
  return withSignIn(async () => {
    const response = await send(method, path, options.body, headers);
    const conflict = response.body as { error?: unknown; version?: unknown; current?: T } | undefined;
    if (response.status === 409 && typeof conflict?.version === "number") {
      const text = typeof conflict.error === "string" ? conflict.error : undefined;
      throw new VersionConflict(text, conflict.version, conflict.current as T);
    }
    return { data: unwrap<T>(response.status, response.body), version: versionOf(response.etag) };
  });
}

/** A GET whose answer carries fields beside `data` (a page's totals): the whole body. */
export function apiGetBody<B extends { data: unknown }>(path: string): Promise<B> {
  return withSignIn(async () => {
    const response = await send("GET", path);
    unwrap(response.status, response.body);
    return response.body as B;
  });
}

/** The two SPEC §8 fallbacks of one action: the server said no, or the call itself failed. */
export interface FailureTexts {
  /** Shown when the server answered with a failure but no text of its own. */
  failed: string;
  /** Shown when the call threw (network down, unreadable answer). */
  errored: string;
}

/** SPEC §8: the server's error text when present, otherwise the fallback for what went wrong. */
export function failureMessage(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError) return error.serverMessage ?? texts.failed;
  return texts.errored;
}

/** A failed save: the server's field messages as 'Validation error: a, b', else as failureMessage. */
export function saveFailureMessage(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
    return `Validation error: ${Object.values(error.fieldErrors).join(", ")}`;
  }
  return failureMessage(error, texts);
}

/**
 * A GET the page makes on its own (a poll): it keeps no idle session alive (X-Activity), and a
 * session that ended meanwhile is left for the admin's next action to notice, not a dialog now.
 */
export async function apiBackground<T>(path: string): Promise<T> {
  const response = await send("GET", path, undefined, { "X-Activity": "background" });
  return unwrap<T>(response.status, response.body);
}
