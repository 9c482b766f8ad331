import { and, eq, gt, lt } from "drizzle-orm";
import { hashToken, newToken } from "../auth/tokens";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { type PublicUser, toPublicUser } from "./users";

export function createSessionService(db: Database, ttlHours: number) {
  return {
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
      await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt });
      // Expired sessions of anyone are of no use; clearing them here keeps the table small.
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
      return { token, expiresAt };
    },

    async findUser(token: string): Promise<PublicUser | null> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
      return row ? toPublicUser(row.user) : null;
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    async revokeAllFor(userId: string, tx: Database = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
