import type { ApiRoutes } from "#server/api/contracts";
import type { RouteInput, Sent } from "#server/api/openapi/contract";
import { ApiError, type Method, send, unwrap } from "../../../lib/api-client";

// The admin area's calls: the shared client (lib/api-client.ts) with what only the admin needs
// on top, sign-in again when a session ends mid-edit and versioned saves.

/**
 * A save refused because someone else saved first (409 with the stored version): `current` is
 * what is stored now, `version` what to send to save over it. `publishedSinceDraft`: publishing a
 * draft met published words saved after the draft was started; those are `current` and `version`.
 */
export class VersionConflict<T> extends ApiError {
  constructor(
    serverMessage: string | undefined,
    readonly version: number,
    readonly current: T,
    readonly publishedSinceDraft = false,
    /** An enquiry's: who made the change the save had not seen, and when (null: not known). */
    readonly changed: { by: string | null; at: string | null } = { by: null, at: null },
    /** With `publishedSinceDraft`: the published words the draft began over (null: not kept). */
    readonly draftStart: T | null = null,
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

function apiRequest<T>(method: Method, path: string, body?: unknown) {
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
    const conflict = response.body as
      | {
          error?: unknown;
          version?: unknown;
          current?: T;
          publishedSinceDraft?: unknown;
          draftStart?: T | null;
          changedBy?: string | null;
          changedAt?: string | null;
        }
      | undefined;
    if (response.status === 409 && typeof conflict?.version === "number") {
      const text = typeof conflict.error === "string" ? conflict.error : undefined;
      const sinceDraft = conflict.publishedSinceDraft === true;
      const changed = { by: conflict.changedBy ?? null, at: conflict.changedAt ?? null };
      throw new VersionConflict(
        text,
        conflict.version,
        conflict.current as T,
        sinceDraft,
        changed,
        conflict.draftStart ?? null,
      );
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

/**
 * A call the page makes on its own (a poll, a heartbeat): it keeps no idle session alive (X-Activity), and a
 * session that ended meanwhile is left for the admin's next action to notice, not a dialog now.
 */
async function apiBackground<T>(path: string, method: Method = "GET", body?: unknown): Promise<T> {
  const response = await send(method, path, body, { "X-Activity": "background" });
  return unwrap<T>(response.status, response.body);
}

// Calls of declared routes (decision 0090): named by the route's key, "PUT /api/users/:id", their
// input and answer typed by the server's one declaration of the route, imported as types only.

/** A route the server declares, by its key. */
export type RouteKey = keyof ApiRoutes;
/** What a call of `K` sends: its path parameters, body and query. */
export type CallInput<K extends RouteKey> = RouteInput<ApiRoutes[K]>;
/** What `K` answers with (the `data` of its success body). */
export type Answered<K extends RouteKey> = Sent<ApiRoutes[K]>;
/** The input, which may be left out when nothing in it is required. */
export type Args<K extends RouteKey> =
  Partial<CallInput<K>> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

export interface AnyInput {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
}

/** The method and address of a call: the key's `:params` filled in, the query added. */
export function request(key: RouteKey, input: AnyInput = {}) {
  const [method, template] = key.split(" ") as [Method, string];
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return { method, path: search ? `${path}?${search}` : path, body: input.body };
}

/** A call of a declared route, as apiRequest sends it. */
export function call<K extends RouteKey>(key: K, ...[input]: Args<K>): Promise<Answered<K>> {
  const { method, path, body } = request(key, input as AnyInput);
  return apiRequest<Answered<K>>(method, path, body);
}

/** A read or save of versioned content, as apiVersioned sends it; `version` is the one it started from. */
export function callVersioned<K extends RouteKey>(
  key: K,
  version: number | undefined,
  ...[input]: Args<K>
): Promise<Versioned<Answered<K>>> {
  const { method, path, body } = request(key, input as AnyInput);
  return apiVersioned<Answered<K>>(method, path, { body, version });
}

/** A call the page makes on its own, as apiBackground sends it. */
export function callInBackground<K extends RouteKey>(key: K, ...[input]: Args<K>): Promise<Answered<K>> {
  const { method, path, body } = request(key, input as AnyInput);
  return apiBackground<Answered<K>>(path, method, body);
}
