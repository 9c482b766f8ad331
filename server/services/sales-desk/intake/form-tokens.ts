import type { Logger } from "pino";
import type { Database } from "#server/db/client";
import { type KeyChanges, stampedTime, timeSigner } from "../../shared/signing-key";

export const FORM_KEY_NAME = "enquiry-form";
const SUBJECT = "enquiry-form";

/**
 * What a form token says of the enquiry it came with (decision 0051). "unjudged": a token that
 * no key this database holds checks, from the week before its key replaced another (revoked by
 * `npm run rotate-key -- --revoke`, or deleted by hand): it may be a real form's, so the enquiry
 * is not put aside for it. Any other that does not check is forged (a real token with its time
 * moved, or made up).
 */
export type TokenVerdict = "none" | "human" | "too-fast" | "forged" | "unjudged";

/** The oldest a real form's token can be: a page kept in a browser or a cache for days. */
const PLAUSIBLE_AGE_MS = 7 * 24 * 60 * 60_000;
const CLOCK_SKEW_MS = 60_000;

export interface FormTokenOptions {
  /** ENQUIRY_MIN_FILL_SECONDS in milliseconds. */
  minFillMs: number;
  now?: () => number;
  /** Key rotations, here or on other instances. */
  changes?: KeyChanges;
  /** Told of a token that could not be judged. */
  logger?: Logger;
}

/**
 * Signed issue times for the public enquiry forms (decision 0051): `{issuedAt}.{hmac}`, put in
 * each form as a hidden field and sent back with it. An enquiry sent sooner than `minFillMs`
 * (ENQUIRY_MIN_FILL_SECONDS) after its form was issued, or with a token we did not sign, is
 * spam; none at all is a SPEC §7 client's and is no sign of anything.
 */
export function createFormTokens(
  db: Database,
  { minFillMs, now = Date.now, changes, logger }: FormTokenOptions,
) {
  const signer = timeSigner(db, FORM_KEY_NAME, changes);
  const plausible = (time: number) => time <= now() + CLOCK_SKEW_MS && now() - time <= PLAUSIBLE_AGE_MS;
  return {
    issue: () => signer.sign(SUBJECT, now()),
    async judge(token: unknown): Promise<TokenVerdict> {
      if (token === undefined || token === null || token === "") return "none";
      if (typeof token !== "string") return "forged";
      const issuedAt = await signer.read(SUBJECT, token);
      if (issuedAt !== null) return now() - issuedAt < minFillMs ? "too-fast" : "human";
      const claimed = stampedTime(token);
      if (claimed === null || !plausible(claimed) || claimed >= (await signer.keyReplacedAt()))
        return "forged";
      logger?.warn(
        { key: FORM_KEY_NAME },
        "a form token no signing key of this database checks: the enquiry is not put aside for it (was a key replaced by hand?)",
      );
      return "unjudged";
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
