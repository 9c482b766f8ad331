import type { MiddlewareHandler } from "hono";
import { isStorableText } from "#domain/text-rules";
import { HttpError } from "../../http/http-error";

export const UNSTORABLE_ADDRESS_MESSAGE =
  "The address must not contain NUL characters or unpaired surrogates";

/**
 * Path parameters and query values reach the database as text just as body fields do, so they
 * follow the same rule (domain/text-rules.ts): a NUL in `/api/solutions/%00` is a client's
 * mistake (400), not a query PostgreSQL refuses (500). Checked once, before any route reads them.
 */
export const storableAddress: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const parts = [
    ...url.pathname.split("/").map(decodeSegment),
    ...url.searchParams.keys(),
    ...url.searchParams.values(),
  ];
  if (!parts.every(isStorableText)) throw new HttpError(400, UNSTORABLE_ADDRESS_MESSAGE);
  await next();
};

/** A segment as the router decodes it: one that is not valid percent-encoding stays as sent. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
