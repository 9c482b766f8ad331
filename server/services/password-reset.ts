import { and, eq, gt, isNull } from "drizzle-orm";
import { hashNewPassword } from "../auth/password";
import { hashToken, newToken } from "../auth/tokens";
import type { Database } from "../db/client";
import { passwordResetTokens, users as userRows } from "../db/schema";
import type { Outbox } from "../mail/outbox";
import { type UserService, voidResetLinks } from "./users";

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

export function createPasswordResetService(
  db: Database,
  users: UserService,
  outbox: Outbox,
  publicUrl: string,
) {
  async function sendResetLink(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
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
          `Choose a new password here within 30 minutes: ${publicUrl}/reset-password/${token}`,
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

    /** Uses the token once: sets the password and ends all the user's sessions. */
    async reset(token: string, password: string): Promise<boolean> {
      const usable = () =>
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        );
      // The account's email is one of the words the new password must not be.
      const [link] = await db
        .select({ email: userRows.email })
        .from(passwordResetTokens)
        .innerJoin(userRows, eq(userRows.id, passwordResetTokens.userId))
        .where(usable());
      if (!link) return false;
      // Hashing takes a while; do it before the transaction, not inside it.
      const passwordHash = await hashNewPassword(password, link);
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(usable())
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return false;
        await users.setPasswordHash(tx, used.userId, passwordHash);
        return true;
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
