import { randomInt } from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Logger } from "pino";
import QRCode from "qrcode";
import type { AccountEvent, TwoFactorSetup } from "#domain/accounts/two-factor";
import { hashSecret, verifyPassword } from "../../auth/password";
import { hashToken, newToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { accountEvents, recoveryCodes, secondFactors, signInChallenges, users } from "../../db/schema";

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const TOTP_SHAPE = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** A code of the step before or after the server's also counts, for clocks a little apart. */
const STEP_WINDOW = 1;
const SETUP_MINUTES = 10;
/** How long a sign-in whose password was right waits for its code. */
const CHALLENGE_MINUTES = 10;
const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper must not be misread. 31 signs, 10 of them: ~50 bits.
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const RECOVERY_CODE_LENGTH = 10;

/** Why a code was not accepted, or "ok". */
export type CodeCheck = "ok" | "wrong" | "reused" | "wrong-recovery" | "used-recovery";

type ConfirmOutcome =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: "no-setup" | "expired" | Exclude<CodeCheck, "ok"> };

export interface Actor {
  id: string;
  name: string;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** "k7m2p-9xq4a": dashes, spaces and case do not matter when it is typed back. */
function newRecoveryCode(): string {
  const signs = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(31)]);
  return `${signs.slice(0, 5).join("")}-${signs.slice(5).join("")}`;
}

const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const isAppCode = (code: string) => /^\d{6}$/.test(code);
const RECOVERY_CODE_SHAPE = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/**
 * Whether `code` is the recovery code `stored` keeps: an argon2id hash ("$argon2id$…", salted,
 * like a password), or the unsalted SHA-256 kept before 26 Nov 2026. Those cannot be hashed
 * anew without the codes, which only their owners have; each is used up once typed.
 */
const isRecoveryCode = (stored: string, code: string): Promise<boolean> =>
  stored.startsWith("$") ? verifyPassword(stored, code) : Promise.resolve(stored === hashToken(code));

/**
 * Two-factor sign-in with TOTP (docs/decisions/0034): setting it up, checking codes (each
 * usable once), recovery codes, turning it off or an admin's reset (recorded), and the
 * half-finished sign-ins that wait for a code.
 */
export function createTwoFactorService(db: Database, { logger, issuer }: { logger: Logger; issuer: string }) {
  const totp = (secret: string, label = "") =>
    new TOTP({ ...TOTP_SHAPE, issuer, label, secret: Secret.fromBase32(secret) });

  /**
   * Accepts an app code once: its step is taken in one conditional update, so two requests
   * with the same code cannot both pass.
   */
  async function claimStep(userId: string, secret: string, code: string): Promise<CodeCheck> {
    const timestamp = Date.now();
    const generator = totp(secret);
    const delta = generator.validate({ token: code, timestamp, window: STEP_WINDOW });
    if (delta === null) return "wrong";
    const step = generator.counter({ timestamp }) + delta;
    const claimed = await db
      .update(secondFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(secondFactors.userId, userId),
          or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return claimed.length > 0 ? "ok" : "reused";
  }

  /**
   * A salted hash cannot be looked up, so the typed code is checked against each of the user's
   * (ten at most, the unused first), one hash at a time through the hashing queue; a code that
   * cannot be one costs none. Throws BusyError when the queue is full.
   */
  async function spendRecoveryCode(userId: string, code: string): Promise<CodeCheck> {
    if (!RECOVERY_CODE_SHAPE.test(code)) return "wrong-recovery";
    const stored = await db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId))
      .orderBy(sql`${recoveryCodes.usedAt} is not null`);
    for (const row of stored) {
      if (!(await isRecoveryCode(row.codeHash, code))) continue;
      // Taken in one conditional update: two requests with one code cannot both pass.
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length > 0 ? "ok" : "used-recovery";
    }
    return "wrong-recovery";
  }

  async function confirmedSecret(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ secret: secondFactors.secret })
      .from(secondFactors)
      .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)));
    return row?.secret ?? null;
  }

  async function record(tx: Database, userId: string, event: AccountEvent, actor: Actor) {
    await tx.insert(accountEvents).values({ userId, event, actorId: actor.id, actorName: actor.name });
    logger.info({ event, userId, actorId: actor.id }, "two-factor sign-in changed");
  }

  return {
    async enabled(userId: string): Promise<boolean> {
      return (await confirmedSecret(userId)) !== null;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /**
     * A new secret waiting for its first code, replacing any earlier unconfirmed one; null when
     * two-factor sign-in is already on.
     */
    async startSetup(user: { id: string; email: string }): Promise<TwoFactorSetup | null> {
      const secret = new Secret({ size: 20 }).base32;
      const setupExpiresAt = minutesFromNow(SETUP_MINUTES);
      const fresh = { secret, setupExpiresAt, lastUsedStep: null, createdAt: new Date() };
      const started = await db
        .insert(secondFactors)
        .values({ userId: user.id, ...fresh })
        .onConflictDoUpdate({
          target: secondFactors.userId,
          set: fresh,
          where: isNull(secondFactors.confirmedAt),
        })
        .returning({ userId: secondFactors.userId });
      if (started.length === 0) return null;
      const uri = totp(secret, user.email).toString();
      const qrCodeSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      return { uri, secret, qrCodeSvg, expiresAt: setupExpiresAt.toISOString() };
    },

    /** Turns two-factor sign-in on with the setup's first code; the recovery codes are shown once. */
    async confirmSetup(actor: Actor, code: string): Promise<ConfirmOutcome> {
      const [pending] = await db
        .select()
        .from(secondFactors)
        .where(and(eq(secondFactors.userId, actor.id), isNull(secondFactors.confirmedAt)));
      if (!pending) return { ok: false, reason: "no-setup" };
      if (pending.setupExpiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
      const check = await claimStep(actor.id, pending.secret, normalise(code));
      if (check !== "ok") return { ok: false, reason: check };
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      // One after another: ten at once would take most of the hashing queue's places.
      const codeHashes: string[] = [];
      for (const c of codes) codeHashes.push(await hashSecret(normalise(c)));
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(secondFactors)
          .set({ confirmedAt: new Date() })
          .where(
            and(
              eq(secondFactors.userId, actor.id),
              eq(secondFactors.secret, pending.secret),
              isNull(secondFactors.confirmedAt),
            ),
          )
          .returning({ userId: secondFactors.userId });
        if (!row) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId: actor.id, codeHash })));
        await record(tx as Database, actor.id, "two-factor-on", actor);
        return true;
      });
      // Another setup replaced this one between the check and now.
      return confirmed ? { ok: true, recoveryCodes: codes } : { ok: false, reason: "no-setup" };
    },

    /** Checks a code from the app, or a recovery code (used up), for a user who has it on. */
    async verify(userId: string, code: string): Promise<CodeCheck> {
      const typed = normalise(code);
      if (!isAppCode(typed)) return spendRecoveryCode(userId, typed);
      const secret = await confirmedSecret(userId);
      return secret ? claimStep(userId, secret, typed) : "wrong";
    },

    /**
     * Turns it off (the user) or resets it (an admin, for someone who lost their phone), and
     * records who did; also ends sign-ins still waiting for a code. False when it was not on.
     */
    async remove(userId: string, actor: Actor, event: Exclude<AccountEvent, "two-factor-on">) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(secondFactors)
          .where(eq(secondFactors.userId, userId))
          .returning({ confirmedAt: secondFactors.confirmedAt });
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
        const wasOn = removed.some((row) => row.confirmedAt !== null);
        if (wasOn) await record(tx as Database, userId, event, actor);
        return wasOn;
      });
    },

    /**
     * A sign-in whose password was right, waiting for the code: the token for the browser. Null
     * when `passwordHash`, the hash the password was checked against, is no longer the user's.
     * A new password deletes the waiting sign-ins in its transaction; this covers one whose
     * password was checked just before: the user's row is locked while the hash is compared,
     * so the change either finds this sign-in to delete or has already made the hash differ.
     */
    async createChallenge(userId: string, passwordHash: string): Promise<string | null> {
      const { token, hash } = newToken();
      // Expired ones are of no use to anyone; clearing them here keeps the table small.
      await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
      const expiresAt = minutesFromNow(CHALLENGE_MINUTES).toISOString();
      const created = await db
        .insert(signInChallenges)
        .select((qb) =>
          qb
            .select({
              tokenHash: sql`${hash}`.as("token_hash"),
              userId: users.id,
              expiresAt: sql`${expiresAt}::timestamptz`.as("expires_at"),
              createdAt: sql`now()`.as("created_at"),
            })
            .from(users)
            .where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash)))
            .for("share"),
        )
        .returning({ tokenHash: signInChallenges.tokenHash });
      return created.length > 0 ? token : null;
    },

    /** The user a waiting sign-in belongs to; null once it has expired or ended. */
    async challengeUser(token: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: signInChallenges.userId })
        .from(signInChallenges)
        .where(
          and(eq(signInChallenges.tokenHash, hashToken(token)), gt(signInChallenges.expiresAt, new Date())),
        );
      return row?.userId ?? null;
    },

    /** Ends a waiting sign-in; false when it had already ended (a second request with it). */
    async endChallenge(token: string): Promise<boolean> {
      const ended = await db
        .delete(signInChallenges)
        .where(eq(signInChallenges.tokenHash, hashToken(token)))
        .returning({ userId: signInChallenges.userId });
      return ended.length > 0;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
