import { and, desc, eq, gt, isNotNull, lt, ne, or } from "drizzle-orm";
import type { SessionSummary } from "#domain/accounts/session";
import { deviceSummary } from "../../auth/device-summary";
import { hashToken, newToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { secondFactors, sessions, users } from "../../db/schema";
import { type PublicUser, toPublicUser } from "./users";

/**
 * How stale last-seen may get. Recording every request would add a write to each signed-in
 * page view and API call; a minute is far finer than the idle timeout it serves.
 */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionLifetimes {
  /** Absolute lifetime from sign-in (SESSION_TTL_HOURS). */
  ttlHours: number;
  /** Ends a session unused this long (SESSION_IDLE_HOURS, ASVS 7.3.1). */
  idleHours: number;
}

export function createSessionService(db: Database, { ttlHours, idleHours }: SessionLifetimes) {
  const idleSince = () => new Date(Date.now() - idleHours * 3600_000);
  /** Sessions still usable now: neither past their lifetime nor idle too long. */
  const live = () => and(gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, idleSince()));

  return {
    async create(userId: string, userAgent?: string | null): Promise<{ token: string; expiresAt: Date }> {
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
      await db
        .insert(sessions)
        .values({ tokenHash: hash, userId, expiresAt, device: deviceSummary(userAgent) });
      // Ended sessions of anyone are of no use; clearing them here keeps the table small.
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleSince())));
      return { token, expiresAt };
    },

    /**
     * The session's user and id, whether the user has two-factor sign-in on, and (unless
     * `touch` is false: a request the browser made by itself, not the user) notes that the
     * session was used. Null once it has ended.
     */
    async findUser(
      token: string,
      touch = true,
    ): Promise<{ user: PublicUser; sessionId: string; twoFactor: boolean } | null> {
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          user: users,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          twoFactorSince: secondFactors.confirmedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(
          secondFactors,
          and(eq(secondFactors.userId, sessions.userId), isNotNull(secondFactors.confirmedAt)),
        )
        .where(and(eq(sessions.tokenHash, tokenHash), live()));
      if (!row) return null;
      if (touch && Date.now() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
      }
      return {
        user: toPublicUser(row.user),
        sessionId: row.sessionId,
        twoFactor: row.twoFactorSince !== null,
      };
    },

    /** The user's usable sessions, the most recently used first. */
    async list(userId: string, currentId: string): Promise<SessionSummary[]> {
      const rows = await db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          device: sessions.device,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live()))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        device: row.device,
        current: row.id === currentId,
      }));
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends one of the user's own sessions; false when they have none with that id. */
    async revokeOwn(userId: string, id: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every session of the user except `keepId` (the caller's own, when it is theirs). */
    async revokeOthers(userId: string, keepId: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
