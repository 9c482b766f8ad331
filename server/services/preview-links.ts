import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { signingKeys } from "../db/schema";

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
  let key: Promise<Buffer> | undefined;

  async function loadKey(): Promise<Buffer> {
    // Two instances starting together may both insert: the first wins and both read it.
    await db
      .insert(signingKeys)
      .values({ name: KEY_NAME, key: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db
      .select({ key: signingKeys.key })
      .from(signingKeys)
      .where(eq(signingKeys.name, KEY_NAME));
    return Buffer.from((row as { key: string }).key, "base64url");
  }
  const signingKey = () => {
    key ??= loadKey().catch((error) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const mac = async (id: string, expiry: number) =>
    createHmac("sha256", await signingKey())
      .update(`${id}\n${expiry}`)
      .digest();

  return {
    /** A token for `id`, valid for PREVIEW_DAYS from now. */
    async sign(id: string): Promise<{ token: string; expiresAt: string }> {
      const expiry = now() + PREVIEW_MS;
      return {
        token: `${expiry}.${(await mac(id, expiry)).toString("base64url")}`,
        expiresAt: new Date(expiry).toISOString(),
      };
    },

    /** Whether `token` was signed for `id` and has not expired. */
    async verify(id: string, token: string): Promise<boolean> {
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expiry = Number(match[1]);
      if (expiry <= now()) return false;
      return timingSafeEqual(Buffer.from(match[2] as string, "base64url"), await mac(id, expiry));
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
