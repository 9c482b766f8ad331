import type { Context } from "hono";
import type { z } from "zod";
import { validationErrors, validationMessage } from "../../domain/validation-errors";

// Request bodies: JSON only, at most 1 MiB, validated by a zod schema. Failures answer 4xx in
// the SPEC §7 shape; `errors` maps each field path (e.g. "pricing.upfront") to its message.

export const MAX_JSON_BYTES = 1024 * 1024;

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

function validationFailure(c: Context, error: z.ZodError): Response {
  const errors = validationErrors(error);
  const message = validationMessage(errors);
  return c.json({ success: false, error: message, message, errors }, 400);
}

function failure(c: Context, status: 400 | 413 | 415, error: string): Parsed<never> {
  return { ok: false, response: c.json({ success: false, error, message: error }, status) };
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  const body = await readJsonBody(c);
  if (!body.ok) return body;
  // zod objects copy only known keys into fresh objects, so `__proto__` or `constructor`
  // keys in the body never reach a prototype.
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) return { ok: false, response: validationFailure(c, parsed.error) };
  return { ok: true, data: parsed.data };
}

/** The parsed JSON body, not yet validated: for handlers that pass it on to a service that does. */
export async function readJsonBody(c: Context): Promise<Parsed<unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) return failure(c, 415, "Expected a JSON body");
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > MAX_JSON_BYTES) return failure(c, 413, "Request body is too large");

  const text = await readLimitedText(c.req.raw, MAX_JSON_BYTES);
  if (text === null) return failure(c, 413, "Request body is too large");
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return failure(c, 400, "Invalid JSON body");
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
