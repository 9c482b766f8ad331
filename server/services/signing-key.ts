import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { signingKeys } from "../db/schema";

/**
 * A secret HMAC key made once per database under `name` (decision 0056), so that what it signs
 * checks on every instance and after restarts. Read once per process; a failed read is tried
 * again on the next call.
 */
export function signingKey(db: Database, name: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;

  async function loadKey(): Promise<Buffer> {
    // Two instances starting together may both insert: the first wins and both read it.
    await db
      .insert(signingKeys)
      .values({ name, key: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db
      .select({ key: signingKeys.key })
      .from(signingKeys)
      .where(eq(signingKeys.name, name));
    return Buffer.from((row as { key: string }).key, "base64url");
  }
  return () => {
    key ??= loadKey().catch((error) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

const STAMP = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed times, `{ms}.{hmac}` with the HMAC over `subject` and the time under the key `name`:
 * a preview link's expiry, a form's issue time. Nothing is stored per token.
 */
export function timeSigner(db: Database, name: string) {
  const key = signingKey(db, name);
  const mac = async (subject: string, time: number) =>
    createHmac("sha256", await key())
      .update(`${subject}\n${time}`)
      .digest();
  return {
    /** `time` signed for `subject`. */
    sign: async (subject: string, time: number) =>
      `${time}.${(await mac(subject, time)).toString("base64url")}`,
    /** The time `token` carries if it was signed for `subject` with this key, else null. */
    async read(subject: string, token: string): Promise<number | null> {
      const match = STAMP.exec(token);
      if (!match) return null;
      const time = Number(match[1]);
      const signed = timingSafeEqual(Buffer.from(match[2] as string, "base64url"), await mac(subject, time));
      return signed ? time : null;
    },
  };
}
