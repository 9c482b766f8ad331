import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signInCodeSchema,
  twoFactorConfirmSchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
} from "#domain/accounts/auth";
import {
  TWO_FACTOR_TEXTS,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorRequiredFor,
} from "#domain/accounts/two-factor";
import type { Reauthentication } from "#domain/accounts/user";
import { BusyError } from "../../auth/hashing-queue";
import { HASHING_CAPACITY, verifyPassword, WeakPasswordError } from "../../auth/password";
import type { RateLimits } from "../shared/rate-limits";
import {
  busy,
  invalidFields,
  type Refusal,
  reauthenticationRequired,
  tooMany,
  weakPassword,
} from "../shared/refusal";
import type { PasswordResetService } from "./password-reset";
import type { SessionService } from "./sessions";
import type { CodeCheck, TwoFactorService } from "./two-factor";
import { normaliseEmail, type PublicUser, toPublicUser, type UserService } from "./users";

const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Sign-ins one address may have in progress at once. People sign in one at a time; a burst
 * from one address is refused at once instead of filling the hashing queue (decision 0016).
 */
const ATTEMPTS_AT_ONCE_PER_IP = 2;
const AT_ONCE: Refusal = {
  ok: false,
  reason: "rate-limited",
  message: "Too many sign-in attempts at once from your connection. Please wait a moment and try again.",
  retryAfterSeconds: 1,
};
const INVALID_LOGIN = "Invalid email or password";
export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect";
/** A request whose session, or whose account, no longer exists. */
export const NOT_SIGNED_IN = "Not authorised: please sign in";
// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$IMLQi5ZTpRXFERTMJoeIiA$gRba9sC5oVDOkxCYitMYyzeHGo4fSwlia61F8bvcTog";

/** The password was right; the sign-in waits for a code, sent back with `challenge`. */
interface CodeNeeded extends Refusal {
  reason: "unauthorised";
  challenge: string;
}
export type SignInOutcome =
  | { ok: true; token: string; expiresAt: Date; user: PublicUser }
  | Refusal
  | CodeNeeded;
export type AuthOutcome = { ok: true; message: string } | Refusal;
/** What `check` found wrong with a code: a message, or null when it was accepted. */
type CodeProblem = string | null;

const CODE_REFUSALS: Record<Exclude<CodeCheck, "ok">, string> = {
  wrong: TWO_FACTOR_TEXTS.wrongCode,
  reused: TWO_FACTOR_TEXTS.reusedCode,
  "wrong-recovery": TWO_FACTOR_TEXTS.wrongRecoveryCode,
  "used-recovery": TWO_FACTOR_TEXTS.usedRecoveryCode,
};
const codeProblem = (check: CodeCheck): CodeProblem => (check === "ok" ? null : CODE_REFUSALS[check]);

/** A refusal that names the field at fault, for the forms to show it there. */
const refusedAt = (field: string, reason: Refusal["reason"], message: string): Refusal => ({
  ok: false,
  reason,
  message,
  errors: { [field]: message },
});
const EXPIRED_SIGN_IN = refusedAt("challenge", "unauthorised", TWO_FACTOR_TEXTS.expiredSignIn);

interface AuthDeps {
  users: UserService;
  sessions: SessionService;
  passwordReset: PasswordResetService;
  rateLimits: RateLimits;
  twoFactor: TwoFactorService;
  /** Failed sign-ins per account per 15 minutes (0: unlimited); an IP gets five times as many. */
  loginRateLimit: number;
  /** REQUIRE_ADMIN_2FA: administrators cannot turn two-factor sign-in off. */
  requireAdminTwoFactor: boolean;
}

/**
 * Sign-in, forgot-password and reset, whichever way they arrive: the API (the forms with
 * JavaScript) or the login and reset pages' own forms posted without it. Both ways share one
 * set of rules and allowances, so a second way in gives an attacker no extra guesses.
 */
export function createAuthService({
  users,
  sessions,
  passwordReset,
  rateLimits,
  twoFactor,
  loginRateLimit,
  requireAdminTwoFactor,
}: AuthDeps) {
  // Failed sign-ins count per account and per client IP. The account window is short, so an
  // attacker guessing an admin's password can lock that account for 15 minutes at most; an IP
  // gets five times the allowance, since an office's staff may share one address.
  const { limiter } = rateLimits;
  const failuresByAccount = limiter("login-account", loginRateLimit, FIFTEEN_MINUTES);
  const failuresByIp = limiter("login-ip", loginRateLimit * 5, FIFTEEN_MINUTES);
  const resetRequests = limiter("password-reset-ip", loginRateLimit * 5, FIFTEEN_MINUTES);
  // Someone at an unattended, signed-in screen must not get unlimited guesses of the password.
  const passwordChanges = limiter("password-change", loginRateLimit, FIFTEEN_MINUTES);
  // Wrong codes per user, wherever they are typed (sign-in, setup, confirming a change): six
  // digits allow a million guesses, and one password opens as many sign-ins as one likes.
  const codeGuesses = limiter("two-factor-code", loginRateLimit, FIFTEEN_MINUTES);

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
    if (!user || !valid)
      return { ok: false, reason: "unauthorised", message: INVALID_LOGIN, accountId: user?.id };
    // Only failures count: a success clears the account's and returns the address's.
    await Promise.all([failuresByAccount.reset(account), failuresByIp.release(clientIp)]);
    if (await twoFactor.enabled(user.id)) {
      const challenge = await twoFactor.createChallenge(user.id, user.passwordHash);
      // The password changed while it was being checked: what was typed is no longer it.
      if (!challenge) return { ok: false, reason: "unauthorised", message: INVALID_LOGIN };
      return {
        ok: false,
        reason: "unauthorised",
        message: TWO_FACTOR_TEXTS.codeNeeded,
        challenge,
        accountId: user.id,
      };
    }
    const session = await sessions.create(user.id, userAgent);
    return { ok: true, ...session, user: toPublicUser(user) };
  }

  /**
   * Counts a code against the user's allowance before `check` looks at it, in one atomic
   * statement like the sign-in limiter's; a code accepted clears the count. Recovery codes are
   * checked through the hashing queue: a busy answer tells nothing, so it gives the guess back.
   */
  async function limitedCodeCheck(
    userId: string,
    reason: Refusal["reason"],
    check: () => Promise<CodeProblem>,
  ): Promise<Refusal | null> {
    const limit = await codeGuesses.hit(userId);
    if (!limit.allowed) return tooMany("wrong codes", limit.retryAfterSeconds);
    const problem = await unlessBusy(check);
    if (problem !== null && typeof problem === "object") {
      await codeGuesses.release(userId);
      return problem;
    }
    if (problem !== null) return refusedAt("code", reason, problem);
    await codeGuesses.reset(userId);
    return null;
  }

  /** The signed-in user's password, against their allowance of wrong ones (an unattended screen). */
  async function checkCurrentPassword(user: PublicUser, password: string): Promise<Refusal | null> {
    const limit = await passwordChanges.hit(user.id);
    if (!limit.allowed) return tooMany("wrong current passwords", limit.retryAfterSeconds);
    const account = await users.findByEmail(user.email);
    // Deleted by another admin since this request was signed in: a signed-out answer, not a
    // wrong password, which would send the person to retype a password that was right.
    if (!account) return { ok: false, reason: "unauthorised", message: NOT_SIGNED_IN };
    const valid = await unlessBusy(() => verifyPassword(account.passwordHash, password));
    if (typeof valid !== "boolean") {
      await passwordChanges.release(user.id);
      return valid;
    }
    if (!valid) return refusedAt("currentPassword", "invalid", WRONG_CURRENT_PASSWORD);
    await passwordChanges.reset(user.id);
    return null;
  }

  /**
   * Proof that the person at the screen owns the account (ASVS 7.5.1): the password, and the
   * app's code (or a recovery code) when two-factor sign-in is on.
   */
  async function confirmIdentity(
    user: PublicUser,
    proof: { currentPassword: string; code?: string },
  ): Promise<Refusal | null> {
    const wrongPassword = await checkCurrentPassword(user, proof.currentPassword);
    if (wrongPassword) return wrongPassword;
    if (!(await twoFactor.enabled(user.id))) return null;
    const { code } = proof;
    if (!code) return refusedAt("code", "invalid", TWO_FACTOR_TEXTS.codeForChange);
    return limitedCodeCheck(user.id, "invalid", async () =>
      codeProblem(await twoFactor.verify(user.id, code)),
    );
  }

  // Sign-ins in progress, per address and in all. Refusing beyond these before anything else
  // keeps a burst's surplus from costing even a database query (on PGlite, work done in the
  // server's one thread, which every page waits for).
  const inProgress = new Map<string, number>();
  let inProgressTotal = 0;

  return {
    confirmIdentity,

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

    /** The second step of a sign-in with two-factor on: the code for the waiting sign-in. */
    async completeSignIn(input: unknown, userAgent?: string): Promise<SignInOutcome> {
      const parsed = signInCodeSchema.safeParse(input);
      if (!parsed.success) {
        const refusal = invalidFields(parsed.error);
        return refusal.errors?.challenge ? EXPIRED_SIGN_IN : refusal;
      }
      const { challenge, code } = parsed.data;
      const userId = await twoFactor.challengeUser(challenge);
      if (!userId) return EXPIRED_SIGN_IN;
      const refused = await limitedCodeCheck(userId, "unauthorised", async () =>
        codeProblem(await twoFactor.verify(userId, code)),
      );
      if (refused) return { ...refused, accountId: userId };
      // Ended here, once: a second request with the same waiting sign-in gets no session.
      const user = (await twoFactor.endChallenge(challenge)) ? await users.get(userId) : null;
      if (!user) return EXPIRED_SIGN_IN;
      return { ok: true, ...(await sessions.create(userId, userAgent)), user };
    },

    async twoFactorStatus(user: PublicUser): Promise<TwoFactorStatus> {
      const [enabled, recoveryCodesLeft] = await Promise.all([
        twoFactor.enabled(user.id),
        twoFactor.recoveryCodesLeft(user.id),
      ]);
      return { enabled, recoveryCodesLeft, required: twoFactorRequiredFor(requireAdminTwoFactor, user.role) };
    },

    /** A new secret to scan, once the password has been given again. */
    async startTwoFactorSetup(
      user: PublicUser,
      input: unknown,
    ): Promise<{ ok: true; setup: TwoFactorSetup } | Refusal> {
      const parsed = twoFactorSetupSchema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      const refused = await checkCurrentPassword(user, parsed.data.currentPassword);
      if (refused) return refused;
      const setup = await twoFactor.startSetup(user);
      return setup
        ? { ok: true, setup }
        : { ok: false, reason: "invalid", message: TWO_FACTOR_TEXTS.alreadyOn };
    },

    /** The setup's first code turns it on; the ten recovery codes are in the answer, and only there. */
    async confirmTwoFactorSetup(
      user: PublicUser,
      input: unknown,
    ): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
      const parsed = twoFactorConfirmSchema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      let recoveryCodes: string[] = [];
      const refused = await limitedCodeCheck(user.id, "invalid", async () => {
        const outcome = await twoFactor.confirmSetup(user, parsed.data.code);
        if (outcome.ok) {
          recoveryCodes = outcome.recoveryCodes;
          return null;
        }
        if (outcome.reason === "no-setup") return TWO_FACTOR_TEXTS.noSetup;
        if (outcome.reason === "expired") return TWO_FACTOR_TEXTS.expiredSetup;
        return codeProblem(outcome.reason);
      });
      return refused ?? { ok: true, recoveryCodes };
    },

    async turnOffTwoFactor(user: PublicUser, input: unknown): Promise<AuthOutcome> {
      if (twoFactorRequiredFor(requireAdminTwoFactor, user.role)) {
        return { ok: false, reason: "invalid", message: TWO_FACTOR_TEXTS.mustKeep };
      }
      const parsed = twoFactorOffSchema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      if (!(await twoFactor.enabled(user.id)))
        return { ok: false, reason: "invalid", message: TWO_FACTOR_TEXTS.notOn };
      const refused = await confirmIdentity(user, parsed.data);
      if (refused) return refused;
      await twoFactor.remove(user.id, user, "two-factor-off");
      return { ok: true, message: "Two-factor sign-in is off." };
    },

    /**
     * An admin's reset of another user's second factor, for someone who lost their phone and
     * their recovery codes; null when there is no such user. Another administrator's needs
     * `reauthenticated` (decision 0034). One's own is refused: turning it off asks for a code
     * and keeps REQUIRE_ADMIN_2FA, which a reset would get round.
     */
    async resetTwoFactor(
      actor: PublicUser,
      userId: string,
      reauthenticated: boolean,
    ): Promise<AuthOutcome | null> {
      if (userId === actor.id)
        return { ok: false, reason: "invalid", message: TWO_FACTOR_TEXTS.ownTwoFactorReset };
      const target = await users.get(userId);
      if (!target) return null;
      // Not judged under the users' change lock: a promotion that lands meanwhile ends as if
      // the reset had come first, which needed no proof either.
      if (target.role === "admin" && !reauthenticated) {
        return reauthenticationRequired(TWO_FACTOR_TEXTS.passwordForAdminTwoFactorReset);
      }
      if (!(await twoFactor.remove(userId, actor, "two-factor-reset"))) {
        return { ok: false, reason: "invalid", message: TWO_FACTOR_TEXTS.notOn };
      }
      return { ok: true, message: "Two-factor sign-in has been reset for this user." };
    },

    /**
     * Signs the user out everywhere but this session, given the password again (and a code with
     * two-factor sign-in on): someone at an unattended screen must not lock the owner's other
     * devices out while staying signed in here.
     */
    async endOtherSessions(
      user: PublicUser,
      sessionId: string,
      { currentPassword, code }: Reauthentication,
    ): Promise<{ ok: true; ended: number } | Refusal> {
      if (!currentPassword) return reauthenticationRequired(TWO_FACTOR_TEXTS.passwordForSignOut);
      const refused = await confirmIdentity(user, { currentPassword, code });
      if (refused) return refused;
      return { ok: true, ended: await sessions.revokeOthers(user.id, sessionId) };
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

    /** Whether a reset link still works; checking does not use it. */
    resetLinkUsable(token: string): Promise<boolean> {
      return passwordReset.usable(token);
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
        : { ok: false, reason: "invalid", message: "Invalid or expired reset token" };
    },

    /**
     * A signed-in user's new password, given the current one (ASVS 7.5.1). Every other session
     * and every reset link ends; the session that asked stays signed in.
     */
    async changePassword(user: PublicUser, sessionId: string, input: unknown): Promise<AuthOutcome> {
      const parsed = changePasswordSchema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      const refused = await checkCurrentPassword(user, parsed.data.currentPassword);
      if (refused) return refused;
      const changed = await unlessBusy(async () => {
        await users.changePassword(user, parsed.data.password, sessionId);
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
