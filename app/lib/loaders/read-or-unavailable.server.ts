import { data, type HeadersArgs } from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "#server/site/page-facade";

const NO_FALLBACK = Symbol("no fallback");

/**
 * What a public loader reads. When the database is out of reach the page is a 503 with
 * Retry-After, shown by the route's error view: never an empty catalogue with 200, which the
 * page cache would keep after the database is back. Any other failure reads as `fallback` when
 * one is given, and is thrown as it is (500) when not.
 */
export async function readOrUnavailable<T, F = never>(
  read: Promise<T>,
  fallback: F | typeof NO_FALLBACK = NO_FALLBACK,
): Promise<T | F> {
  try {
    return await read;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) {
      if (fallback === NO_FALLBACK) throw error;
      return fallback;
    }
    throw data(UNAVAILABLE_MESSAGE, {
      status: 503,
      statusText: "Service Unavailable",
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    });
  }
}

/**
 * A route's `headers`: React Router drops a thrown response's headers unless the route passes
 * them on, and Retry-After must reach the client.
 */
export function headersWithErrors({ errorHeaders, loaderHeaders }: HeadersArgs): Headers {
  return errorHeaders ?? loaderHeaders;
}
