import type { Context } from "hono";
import type { z } from "zod";
import { validationErrors, validationMessage } from "#domain/validation-errors";
import { HttpError } from "../http/http-error";

// Request bodies: JSON only, at most 1 MiB, validated by a zod schema. Failures throw an
// HttpError (4xx in the SPEC §7 shape); `errors` maps each field path (e.g. "pricing.upfront")
// to its message.

export const MAX_JSON_BYTES = 1024 * 1024;
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
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "Expected a JSON body");
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > MAX_JSON_BYTES) throw new HttpError(413, TOO_LARGE);

  const text = await readLimitedText(c.req.raw, MAX_JSON_BYTES);
  if (text === null) throw new HttpError(413, TOO_LARGE);
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
