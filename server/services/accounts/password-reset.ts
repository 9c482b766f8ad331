import { and, eq, gt, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { PagePath } from "#domain/page-paths";
import { hashNewPassword } from "../../auth/password";
import { hashToken, newToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { passwordResetTokens, users as userRows } from "../../db/schema";
import type { Outbox } from "../../mail/outbox";
import type { RateLimits } from "../shared/rate-limits";
import { type UserService, voidResetLinks } from "./users";

const RESET_TOKEN_TTL_MS = 30 * 60_000;
/**
 * Reset mails one account may be sent per 15 minutes, whoever asks. Each voids the link before
 * it, so a stream of requests from many addresses would bury the inbox and never leave its
 * owner a link that still works.
 */
const MAILS_PER_ACCOUNT = 5;
const MAIL_WINDOW_MS = 15 * 60_000;

interface PasswordResetOptions {
  users: UserService;
  outbox: Outbox;
  publicUrl: string;
  rateLimits: RateLimits;
  logger: Logger;
}

/** A reset link not yet used and not expired. */
function usableLink(token: string) {
  return and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );
}

export function createPasswordResetService(
  db: Database,
  { users, outbox, publicUrl, rateLimits, logger }: PasswordResetOptions,
) {
  const mailsPerAccount = rateLimits.limiter("password-reset-account", MAILS_PER_ACCOUNT, MAIL_WINDOW_MS);

  async function sendResetLink(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    // Decided after the answer, like the lookup: the asker cannot tell a mail held back.
    if (!(await mailsPerAccount.hit(user.id)).allowed) {
      logger.warn({ userId: user.id }, "password reset mail held back: too many for this account");
      return;
    }
    const { token, hash } = newToken();
    await db.transaction(async (tx) => {
      // Only the latest link works: one that went astray earlier is void once a new one is sent.
      await voidResetLinks(tx, user.id);
      await tx.insert(passwordResetTokens).values({
        tokenHash: hash,
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await outbox.enqueue(tx, {
        to: user.email,
        subject: "Reset your password",
        text: [
          `Hello ${user.name},`,
          "",
          "Someone (hopefully you) asked to reset the password of your account.",
          `Choose a new password here within 30 minutes: ${publicUrl}${`/reset-password/${token}` satisfies PagePath}`,
          "",
          "If you did not ask for this, ignore this email: your password stays as it is.",
        ].join("\n"),
      });
    });
    void outbox.kick();
  }

  return {
    /**
     * Emails a single-use reset link when the address has an account. It resolves before
     * looking: the lookup, the token and the mail happen after the answer, so the answer is
     * the same, and as quick, either way and does not reveal who has an account.
     */
    async request(email: string): Promise<void> {
      outbox.defer(() => sendResetLink(email));
    },

    /** Whether the link would still work, without using it: the page says so when it opens. */
    async usable(token: string): Promise<boolean> {
      const [link] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(usableLink(token));
      return link !== undefined;
    },

    /** Uses the token once: sets the password and ends all the user's sessions. */
    async reset(token: string, password: string): Promise<boolean> {
      // The account's email is one of the words the new password must not be.
      const [link] = await db
        .select({ email: userRows.email })
        .from(passwordResetTokens)
        .innerJoin(userRows, eq(userRows.id, passwordResetTokens.userId))
        .where(usableLink(token));
      if (!link) return false;
      // Hashing takes a while; do it before the transaction, not inside it.
      const passwordHash = await hashNewPassword(password, link);
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(usableLink(token))
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return false;
        await users.setPasswordHash(tx, used.userId, passwordHash);
        return true;
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
