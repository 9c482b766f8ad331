import type { Database } from "../../db/client";
import { type KeyChanges, timeSigner } from "../shared/signing-key";

/** How long a preview link works (issue 31: a week). */
const PREVIEW_DAYS = 7;
const PREVIEW_MS = PREVIEW_DAYS * 24 * 60 * 60 * 1000;
export const PREVIEW_KEY_NAME = "solution-preview";

/**
 * What a preview token says: it shows the content it was signed for ("shown", until
 * `expiresAt`, ms); it was signed by us but has expired or its content has changed since
 * ("stale": a new link is needed); or it is no token of ours for this subject ("invalid").
 */
export type PreviewCheck = { result: "shown"; expiresAt: number } | { result: "stale" | "invalid" };

/** A state is what the link is tied to (a solution's version), written with no `~` in it. */
const STATE = /^(?:([\w-]+)~)?(.+)$/;

/**
 * Signed preview links of unpublished content (decisions 0056, 0069): `{state}~{expiry}.{hmac}`,
 * where the HMAC covers the subject (a solution's id), the state it was signed at and the
 * expiry, under a key made once per database so that the link works on every instance and
 * after restarts. Nothing is stored per link: a link ends when its subject's state moves on.
 * A page's words are signed with no state (`{expiry}.{hmac}`), as before.
 */
export function createPreviewLinks(db: Database, now: () => number = Date.now, changes?: KeyChanges) {
  const signer = timeSigner(db, PREVIEW_KEY_NAME, changes);
  const signed = (subject: string, state: string) => (state ? `${subject}\n${state}` : subject);

  /** What `token` says of `subject`, whose state is `current` now (null: it is gone). */
  async function check(subject: string, token: string, current: string | null = ""): Promise<PreviewCheck> {
    const [, state = "", stamp = ""] = STATE.exec(token) ?? [];
    const expiry = await signer.read(signed(subject, state), stamp);
    if (expiry === null) return { result: "invalid" };
    return expiry > now() && state === current ? { result: "shown", expiresAt: expiry } : { result: "stale" };
  }

  return {
    /** A token for `subject` at `state`, valid for PREVIEW_DAYS from now. */
    async sign(subject: string, state = ""): Promise<{ token: string; expiresAt: string }> {
      const expiry = now() + PREVIEW_MS;
      const token = await signer.sign(signed(subject, state), expiry);
      return { token: state ? `${state}~${token}` : token, expiresAt: new Date(expiry).toISOString() };
    },

    check,

    /** Until when (ms) `token` shows `subject`, which has no state (a page's words); null: it does not. */
    async shownUntil(subject: string, token: string): Promise<number | null> {
      const checked = await check(subject, token);
      return checked.result === "shown" ? checked.expiresAt : null;
    },
  };
}
