import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { clientIp } from "../../http/client-ip";
import { refused } from "../../http/http-error";
import type { SignInOutcome } from "../../services/accounts/auth";
import type { Refusal } from "../../services/shared/refusal";
import type { ApiEnv } from "./env";

// The events an operator looks for after an incident: who signed in or failed to, who was
// refused, who changed whose account. Each is one JSON line with `security` naming the event,
// the account it concerns (an id, never an email, password, token or code), the client's
// address as TRUST_PROXY reads it and the outcome; the request line beside it carries none.

export type SecurityEvent =
  | "sign-in"
  | "sign-in-code"
  | "refused"
  | "user-created"
  | "user-changed"
  | "user-deleted"
  | "user-signed-out"
  | "two-factor-reset"
  | "other-sessions-ended"
  | "session-ended"
  | "password-changed"
  | "password-reset"
  | "two-factor-on"
  | "two-factor-off"
  | "settings-changed";

interface SecurityFacts {
  /** `code-needed`: a right password, the second factor still to come. */
  outcome: "ok" | "refused" | "code-needed";
  /** The account the event concerns, when it is known: the signed-in user's unless given. */
  userId?: string;
  /** The account acted on, when it is another (a user an admin created, changed or deleted). */
  targetId?: string;
  /** Why it was refused, or what changed, in a few words; never what was typed. */
  detail?: string;
  status?: number;
}

// Requests that have logged their event already, so the 403 or 429 they end in is not a second.
const logged = new WeakSet<Request>();

/** Logs `event` for the request `c` (the API's, or a page's form posted without JavaScript). */
export type SecurityLog = (c: Context, event: SecurityEvent, facts: SecurityFacts) => void;

export function securityLog(logger: Logger, trustedProxies: number): SecurityLog {
  return (c, security, { outcome, userId, ...facts }) => {
    const line = {
      security,
      outcome,
      userId: userId ?? (c.get("user") as { id: string } | null | undefined)?.id,
      ip: clientIp(c, trustedProxies),
      reqId: c.get("requestId"),
      ...facts,
    };
    logged.add(c.req.raw);
    if (outcome === "ok") logger.info(line, "security event");
    else logger.warn(line, "security event");
  };
}

/** A sign-in's outcome, however it was asked for: the API's or the no-script form's. */
export function logSignIn(
  log: SecurityLog,
  c: Context,
  event: "sign-in" | "sign-in-code",
  outcome: SignInOutcome,
): void {
  if (outcome.ok) log(c, event, { outcome: "ok", userId: outcome.user.id });
  else if ("challenge" in outcome) log(c, event, { outcome: "code-needed", userId: outcome.accountId });
  else log(c, event, { outcome: "refused", userId: outcome.accountId, detail: outcome.reason });
}

/**
 * Every 403 and 429 the API answers, whichever route refused: a signed-in user reaching past
 * their role, a proof that was missing, a limit that was reached.
 */
export const refusalsLogged =
  (log: SecurityLog): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    await next();
    const { status } = c.res;
    if ((status === 403 || status === 429) && !logged.has(c.req.raw)) {
      log(c, "refused", { outcome: "refused", status, detail: `${c.req.method} ${c.req.path}` });
    }
  };

/**
 * A service's outcome, logged as `event`: a success is returned, a refusal (with the account
 * it concerned, and its reason) thrown as the API's answer.
 */
export function loggedOutcome<T extends { ok: true }>(
  log: SecurityLog,
  c: Context<ApiEnv>,
  event: SecurityEvent,
  outcome: T | Refusal,
): T {
  if (outcome.ok) {
    log(c, event, { outcome: "ok" });
    return outcome;
  }
  log(c, event, { outcome: "refused", userId: outcome.accountId, detail: outcome.reason });
  throw refused(outcome);
}
