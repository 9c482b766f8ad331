import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { signingKeys } from "../../db/schema";
import type { ContentEvents } from "./content-events";

/** The keys a token may be signed with: the current one, and the one before the last rotation. */
interface Keys {
  current: Buffer;
  previous: Buffer | null;
  /**
   * When the current key replaced another (ms), or 0 for a database's first: a token from before
   * a replacement may be signed by a key gone since.
   */
  replacedAt: number;
}

/** Told when keys may have changed: a rotation here or on another instance (the change bus). */
export type KeyChanges = Pick<ContentEvents, "onChange">;

const newKey = () => randomBytes(32).toString("base64url");
const decoded = (key: string) => Buffer.from(key, "base64url");

/**
 * The secret HMAC keys made once per database under `name` (decision 0056), so that what they
 * sign checks on every instance and after restarts. Read once, and read again after every change
 * the instances tell each other of (a rotation among them), and when a token does not check:
 * an instance never judges with a key the others have replaced (issue 52, item 5).
 */
function signingKey(db: Database, name: string, changes?: KeyChanges) {
  let keys: Promise<Keys> | undefined;
  let reloadedAt = 0;
  let hadKey = false;

  async function loadKeys(): Promise<Keys> {
    // Two instances starting together may both insert: the first wins and both read it. A key
    // made where this process had one was deleted behind its back: a replacement, dated so.
    await db
      .insert(signingKeys)
      .values({ name, key: newKey(), rotatedAt: hadKey ? new Date() : null })
      .onConflictDoNothing();
    const [row] = await db
      .select({
        key: signingKeys.key,
        previous: signingKeys.previousKey,
        replacedAt: signingKeys.rotatedAt,
      })
      .from(signingKeys)
      .where(eq(signingKeys.name, name));
    const stored = row as { key: string; previous: string | null; replacedAt: Date | null };
    hadKey = true;
    return {
      current: decoded(stored.key),
      previous: stored.previous ? decoded(stored.previous) : null,
      replacedAt: stored.replacedAt?.getTime() ?? 0,
    };
  }
  changes?.onChange(() => {
    keys = undefined;
  });
  const read = () => {
    keys ??= loadKeys().catch((error) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  return {
    read,
    /**
     * Reads the keys again, at most once a second: a token that does not check may have been
     * signed after a rotation this instance has not heard of yet. Whether one did is a question
     * the keys must answer, not the cache, but a flood of bad tokens must not become a flood of
     * reads. True when they were read again.
     */
    refresh(): boolean {
      if (Date.now() - reloadedAt < 1_000) return false;
      reloadedAt = Date.now();
      keys = undefined;
      return true;
    },
  };
}

/**
 * Makes a new key for `name`, the one path keys change by. The old key stays accepted beside it
 * (`keepPrevious`), so what it signed works for its lifetime, or is revoked with it (preview links
 * to take back). The caller tells every instance (`events.changed()`, or the change bus from a
 * process without one), so none goes on signing or checking with the old key alone.
 */
export async function rotateSigningKey(
  db: Executor,
  name: string,
  { keepPrevious }: { keepPrevious: boolean },
) {
  const key = newKey();
  await db
    .insert(signingKeys)
    .values({ name, key, rotatedAt: new Date() })
    .onConflictDoUpdate({
      target: signingKeys.name,
      set: {
        key,
        previousKey: keepPrevious ? sql`${signingKeys.key}` : null,
        rotatedAt: new Date(),
      },
    });
}

const STAMP = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** The time a token says it carries, unchecked; null when it is not a signed time at all. */
export const stampedTime = (token: string): number | null => {
  const match = STAMP.exec(token);
  return match ? Number(match[1]) : null;
};

/**
 * Signed times, `{ms}.{hmac}` with the HMAC over `subject` and the time under the key `name`:
 * a preview link's expiry, a form's issue time. Nothing is stored per token.
 */
export function timeSigner(db: Database, name: string, changes?: KeyChanges) {
  const key = signingKey(db, name, changes);
  const mac = (secret: Buffer, subject: string, time: number) =>
    createHmac("sha256", secret).update(`${subject}\n${time}`).digest();
  const signedWith = (keys: Keys, subject: string, time: number, signature: Buffer) =>
    [keys.current, keys.previous].some(
      (secret) => secret !== null && timingSafeEqual(signature, mac(secret, subject, time)),
    );
  return {
    /** `time` signed for `subject` with the current key. */
    sign: async (subject: string, time: number) =>
      `${time}.${mac((await key.read()).current, subject, time).toString("base64url")}`,
    /** The time `token` carries if it was signed for `subject` with the current or previous key, else null. */
    async read(subject: string, token: string): Promise<number | null> {
      const match = STAMP.exec(token);
      if (!match) return null;
      const time = Number(match[1]);
      const signature = Buffer.from(match[2] as string, "base64url");
      if (signedWith(await key.read(), subject, time, signature)) return time;
      return key.refresh() && signedWith(await key.read(), subject, time, signature) ? time : null;
    },
    /** When the current key replaced another (0: never): what claims to be older may be signed by a key gone since. */
    keyReplacedAt: async () => (await key.read()).replacedAt,
  };
}
