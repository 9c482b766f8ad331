import type { Database } from "../db/client";
import { timeSigner } from "./signing-key";

const KEY_NAME = "enquiry-form";
const SUBJECT = "enquiry-form";

/** What a form token says of the enquiry it came with (decision 0051). */
export type TokenVerdict = "none" | "human" | "too-fast" | "forged";

/**
 * Signed issue times for the public enquiry forms (decision 0051): `{issuedAt}.{hmac}`, put in
 * each form as a hidden field and sent back with it. An enquiry sent sooner than `minFillMs`
 * (ENQUIRY_MIN_FILL_SECONDS) after its form was issued, or with a token we did not sign, is
 * spam; none at all is a SPEC §7 client's and is no sign of anything.
 */
export function createFormTokens(db: Database, minFillMs: number, now: () => number = Date.now) {
  const signer = timeSigner(db, KEY_NAME);
  return {
    issue: () => signer.sign(SUBJECT, now()),
    async judge(token: unknown): Promise<TokenVerdict> {
      if (token === undefined || token === null || token === "") return "none";
      const issuedAt = typeof token === "string" ? await signer.read(SUBJECT, token) : null;
      if (issuedAt === null) return "forged";
      return now() - issuedAt < minFillMs ? "too-fast" : "human";
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
