import type { Refusal } from "#server/services/shared/refusal";
import { refusalStatus } from "#server/site/page-facade";

/** A page's answer to a refused post: the refusal's status, and Retry-After when it has one. */
export function refusalInit(refusal: Refusal): ResponseInit {
  const headers: HeadersInit = refusal.retryAfterSeconds
    ? { "Retry-After": String(refusal.retryAfterSeconds) }
    : {};
  return { status: refusalStatus(refusal), headers };
}
