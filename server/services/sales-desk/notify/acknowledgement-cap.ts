import { createHash } from "node:crypto";
import { ACKNOWLEDGEMENTS_PER_ADDRESS_A_DAY } from "#domain/sales-desk/enquiry-rules";
import type { Executor } from "#server/db/client";
import { normaliseEmail } from "../../accounts/users";
import type { RateLimits } from "../../shared/rate-limits";

const DAY = 24 * 60 * 60_000;

/**
 * The mailbox an address reaches, as the acknowledgement cap counts it: case ignored, and a
 * `+tag` dropped, which most providers deliver to the same inbox, so `victim+1@x.co` and
 * `Victim@X.co` count as `victim@x.co`. Only ever a key: mail goes to the address as typed.
 */
function mailboxOf(address: string): string {
  const normal = normaliseEmail(address);
  const at = normal.lastIndexOf("@");
  const local = normal.slice(0, at);
  const plus = local.indexOf("+");
  return plus > 0 ? `${local.slice(0, plus)}${normal.slice(at)}` : normal;
}

/**
 * Which of these addresses may get an acknowledgement now, while acknowledgements are on: at
 * most three a day to one mailbox, so the form cannot be used to flood someone's inbox.
 * Counted in the caller's transaction, by a hash: the limits table keeps no addresses.
 */
export function acknowledgementCap(rateLimits: RateLimits) {
  const perAddress = rateLimits.limiter("acknowledgement", ACKNOWLEDGEMENTS_PER_ADDRESS_A_DAY, DAY);
  const addressKey = (email: string) => createHash("sha256").update(mailboxOf(email)).digest("base64url");
  return (tx: Executor, emails: readonly string[]): Promise<boolean[]> =>
    perAddress.hitEach(emails.map(addressKey), tx);
}
