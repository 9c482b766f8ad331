import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { validationErrors, validationMessage } from "#domain/validation-errors";
import { HttpError } from "../../http/http-error";

// Request bodies: JSON only, no larger than their route allows, validated by a zod schema.
// Failures throw an HttpError (4xx in the SPEC §7 shape); `errors` maps each field path (e.g.
// "pricing.upfront") to its message.

const KiB = 1024;

/**
 * What a JSON body may weigh, by what it carries. Every byte accepted is parsed and checked
 * before any limit or rule can refuse it, so a route takes no more than its largest valid body:
 * `forms` for sign-in, users and settings (a few short fields), `enquiries` for the public
 * enquiries and the inbox's notes and bulk actions (5,000 characters of message even written
 * as \u escapes, or 500 ids), `content` for a solution with its features, steps and chart.
 */
export const JSON_BODY_LIMITS = { forms: 16 * KiB, enquiries: 64 * KiB, content: 1024 * KiB } as const;

export type JsonBodyVariables = { jsonBodyLimit?: number };

/** Sets the body limit of the routes below it; a route without one gets `forms`. */
export const jsonBodyLimit =
  (bytes: number): MiddlewareHandler<{ Variables: JsonBodyVariables }> =>
  async (c, next) => {
    c.set("jsonBodyLimit", bytes);
    await next();
  };

const TOO_LARGE = "Request body is too large";

/** `value` as `schema` has it, or a 400 naming each field that broke the rules. */
export function validated<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // zod objects copy only known keys into fresh objects, so `__proto__` or `constructor`
  // keys in the body never reach a prototype.
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = validationErrors(parsed.error);
  throw new HttpError(400, validationMessage(errors), { errors });
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return validated(schema, await readJsonBody(c));
}

/**
 * `readJson` for a call whose body is optional, such as a DELETE that may carry the acting
 * admin's proof: a request without a Content-Type has none, as SPEC §7's DELETEs are sent.
 */
export async function readOptionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return validated(schema, c.req.header("content-type") ? await readJsonBody(c) : {});
}

/** The parsed JSON body, not yet validated: for handlers that pass it on to a service that does. */
export async function readJsonBody(c: Context): Promise<unknown> {
  return parseJson(await readJsonText(c));
}

/** A JSON body's text as it came, within the route's limit: for a signature over its bytes. */
export async function readJsonText(c: Context): Promise<string> {
  return readTextOf(c, /^application\/json\b/i, "Expected a JSON body");
}

/** A form body's text as it came (a payment gateway's notification), within the route's limit. */
export async function readFormText(c: Context): Promise<string> {
  return readTextOf(c, /^application\/x-www-form-urlencoded\b/i, "Expected a form body");
}

async function readTextOf(c: Context, type: RegExp, refusal: string): Promise<string> {
  if (!type.test(c.req.header("content-type") ?? "")) throw new HttpError(415, refusal);
  const limit: number = c.get("jsonBodyLimit") ?? JSON_BODY_LIMITS.forms;
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > limit) throw new HttpError(413, TOO_LARGE);

  const text = await readLimitedText(c.req.raw, limit);
  if (text === null) throw new HttpError(413, TOO_LARGE);
  return text;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid JSON body");
  }
}

async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
