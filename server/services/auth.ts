import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from "../../domain/auth";
import { HASHING_CAPACITY, verifyPassword } from "../auth/password";
import { BusyError, WeakPasswordError } from "./errors";
import type { PasswordResetService } from "./password-reset";
import type { RateLimits } from "./rate-limits";
import { busy, invalidFields, type Refusal, tooMany, weakPassword } from "./refusal";
import type { SessionService } from "./sessions";
import { normaliseEmail, type PublicUser, toPublicUser, type UserService } from "./users";

const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Sign-ins one address may have in progress at once. People sign in one at a time; a burst
 * from one address is refused at once instead of filling the hashing queue (decision 0016).
 */
const ATTEMPTS_AT_ONCE_PER_IP = 2;
const AT_ONCE: Refusal = {
  ok: false,
  status: 429,
  message: "Too many sign-in attempts at once from your connection. Please wait a moment and try again.",
  retryAfterSeconds: 1,
};
export const INVALID_LOGIN = "Invalid email or password";
export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect";
// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$IMLQi5ZTpRXFERTMJoeIiA$gRba9sC5oVDOkxCYitMYyzeHGo4fSwlia61F8bvcTog";

export type SignInOutcome = { ok: true; token: string; expiresAt: Date; user: PublicUser } | Refusal;
export type AuthOutcome = { ok: true; message: string } | Refusal;

interface AuthDeps {
  users: UserService;
  sessions: SessionService;
  passwordReset: PasswordResetService;
  rateLimits: RateLimits;
  /** Failed sign-ins per account per 15 minutes (0: unlimited); an IP gets five times as many. */
  loginRateLimit: number;
}

/**
 * Sign-in, forgot-password and reset, whichever way they arrive: the API (the forms with
 * JavaScript) or the login and reset pages' own forms posted without it. Both ways share one
 * set of rules and allowances, so a second way in gives an attacker no extra guesses.
 */
export function createAuthService({ users, sessions, passwordReset, rateLimits, loginRateLimit }: AuthDeps) {
  // Failed sign-ins count per account and per client IP. The account window is short, so an
  // attacker guessing an admin's password can lock that account for 15 minutes at most; an IP
  // gets five times the allowance, since an office's staff may share one address.
  const { limiter } = rateLimits;
  const failuresByAccount = limiter("login-account", loginRateLimit, FIFTEEN_MINUTES);
  const failuresByIp = limiter("login-ip", loginRateLimit * 5, FIFTEEN_MINUTES);
  const resetRequests = limiter("password-reset-ip", loginRateLimit * 5, FIFTEEN_MINUTES);
  // Someone at an unattended, signed-in screen must not get unlimited guesses of the password.
  const passwordChanges = limiter("password-change", loginRateLimit, FIFTEEN_MINUTES);

  /**
   * Takes one attempt from both allowances before the password is checked, each in one atomic
   * statement, so a burst of simultaneous guesses cannot all pass a count read before any of
   * them is recorded. A refused attempt gives back what it took, since nothing was checked.
   */
  async function reserveAttempt(clientIp: string, account: string): Promise<Refusal | null> {
    const byIp = await failuresByIp.hit(clientIp);
    if (!byIp.allowed) return tooMany("failed sign-in attempts", byIp.retryAfterSeconds);
    const byAccount = await failuresByAccount.hit(account);
    if (byAccount.allowed) return null;
    await failuresByIp.release(clientIp);
    return tooMany("failed sign-in attempts", byAccount.retryAfterSeconds);
  }

  /** An attempt with well-formed fields, from an address with no other attempt too many. */
  async function attempt(
    email: string,
    password: string,
    clientIp: string,
    userAgent: string | undefined,
  ): Promise<SignInOutcome> {
    const account = normaliseEmail(email);
    const refused = await reserveAttempt(clientIp, account);
    if (refused) return refused;
    const user = await users.findByEmail(account);
    const valid = await unlessBusy(() => verifyPassword(user?.passwordHash ?? DUMMY_HASH, password));
    if (typeof valid !== "boolean") {
      // Turned away before the check: nothing was tried, so nothing counts.
      await Promise.all([failuresByIp.release(clientIp), failuresByAccount.release(account)]);
      return valid;
    }
    // A failure keeps its reservation: it is the recorded failed attempt.
    if (!user || !valid) return { ok: false, status: 401, message: INVALID_LOGIN };
    // Only failures count: a success clears the account's and returns the address's.
    await Promise.all([failuresByAccount.reset(account), failuresByIp.release(clientIp)]);
    const session = await sessions.create(user.id, userAgent);
    return { ok: true, ...session, user: toPublicUser(user) };
  }

  // Sign-ins in progress, per address and in all. Refusing beyond these before anything else
  // keeps a burst's surplus from costing even a database query (on PGlite, work done in the
  // server's one thread, which every page waits for).
  const inProgress = new Map<string, number>();
  let inProgressTotal = 0;

  return {
    /** `userAgent` becomes the session's device summary on the Account screen. */
    async signIn(input: unknown, clientIp: string, userAgent?: string): Promise<SignInOutcome> {
      const parsed = loginSchema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      const current = inProgress.get(clientIp) ?? 0;
      if (current >= ATTEMPTS_AT_ONCE_PER_IP) return AT_ONCE;
      if (inProgressTotal >= HASHING_CAPACITY) return busy();
      inProgress.set(clientIp, current + 1);
      inProgressTotal++;
      try {
        return await attempt(parsed.data.email, parsed.data.password, clientIp, userAgent);
      } finally {
        inProgressTotal--;
        const left = (inProgress.get(clientIp) ?? 1) - 1;
        if (left > 0) inProgress.set(clientIp, left);
        else inProgress.delete(clientIp);
      }
    },

    /** Answers the same whether or not the address has an account. */
    async forgotPassword(input: unknown, clientIp: string): Promise<AuthOutcome> {
      const limit = await resetRequests.hit(clientIp);
      if (!limit.allowed) return tooMany("password reset requests", limit.retryAfterSeconds);
      const parsed = forgotPasswordSchema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      await passwordReset.request(parsed.data.email);
      return { ok: true, message: "If an account exists for this email, a reset link is on its way." };
    },

    async resetPassword(token: string, input: unknown, clientIp: string): Promise<AuthOutcome> {
      const limit = await resetRequests.hit(clientIp);
      if (!limit.allowed) return tooMany("password reset attempts", limit.retryAfterSeconds);
      const parsed = resetPasswordSchema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      const reset = await unlessBusy(() => passwordReset.reset(token, parsed.data.password));
      if (typeof reset !== "boolean") return reset;
      return reset
        ? { ok: true, message: "Your password has been reset successfully" }
        : { ok: false, status: 400, message: "Invalid or expired reset token" };
    },

    /**
     * A signed-in user's new password, given the current one (ASVS 7.5.1). Every other session
     * and every reset link ends; the session that asked stays signed in.
     */
    async changePassword(user: PublicUser, sessionId: string, input: unknown): Promise<AuthOutcome> {
      const parsed = changePasswordSchema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      const limit = await passwordChanges.hit(user.id);
      if (!limit.allowed) return tooMany("wrong current passwords", limit.retryAfterSeconds);
      const account = await users.findByEmail(user.email);
      const valid = await unlessBusy(() =>
        verifyPassword(account?.passwordHash ?? DUMMY_HASH, parsed.data.currentPassword),
      );
      if (typeof valid !== "boolean") {
        await passwordChanges.release(user.id);
        return valid;
      }
      if (!valid) {
        const errors = { currentPassword: WRONG_CURRENT_PASSWORD };
        return { ok: false, status: 400, message: WRONG_CURRENT_PASSWORD, errors };
      }
      await passwordChanges.reset(user.id);
      const changed = await unlessBusy(async () => {
        await users.changePassword(user.id, parsed.data.password, sessionId);
        return true as const;
      });
      if (changed !== true) return changed;
      return {
        ok: true,
        message: "Your password has been changed. Your other sessions have been signed out.",
      };
    },
  };
}

/**
 * The work's result, or its refusal: 503 when the password-hashing queue turned it away, 400
 * for a common new password.
 */
async function unlessBusy<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BusyError) return busy();
    if (error instanceof WeakPasswordError) return weakPassword(error);
    throw error;
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
