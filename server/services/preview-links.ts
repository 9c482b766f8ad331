import type { Database } from "../db/client";
import { timeSigner } from "./signing-key";

/** How long a preview link works (issue 31: a week). */
export const PREVIEW_DAYS = 7;
const PREVIEW_MS = PREVIEW_DAYS * 24 * 60 * 60 * 1000;
const KEY_NAME = "solution-preview";

/**
 * Signed preview links of unpublished solutions (decision 0056): `{expiry}.{hmac}`, where the
 * HMAC covers the solution's id and the expiry, under a key made once per database so that the
 * link works on every instance and after restarts. Nothing is stored per link.
 */
export function createPreviewLinks(db: Database, now: () => number = Date.now) {
  const signer = timeSigner(db, KEY_NAME);

  return {
    /** A token for `id`, valid for PREVIEW_DAYS from now. */
    async sign(id: string): Promise<{ token: string; expiresAt: string }> {
      const expiry = now() + PREVIEW_MS;
      return { token: await signer.sign(id, expiry), expiresAt: new Date(expiry).toISOString() };
    },

    /** Whether `token` was signed for `id` and has not expired. */
    async verify(id: string, token: string): Promise<boolean> {
      const expiry = await signer.read(id, token);
      return expiry !== null && expiry > now();
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
