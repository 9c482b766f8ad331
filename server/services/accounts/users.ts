import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { TWO_FACTOR_TEXTS } from "#domain/accounts/two-factor";
import type { Role } from "#domain/options";
import { hashNewPassword } from "../../auth/password";
import type { Database, Executor } from "../../db/client";
import { countOf, type Figures, readFiguresOf } from "../../db/figures";
import { passwordResetTokens, secondFactors, sessions, signInChallenges, users } from "../../db/schema";
import { ConflictError, isUniqueViolation, ReauthenticationRequiredError, RuleError } from "../shared/errors";

export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
}

/** A user as the Users screen lists them: with whether two-factor sign-in is on (never its secret). */
export interface ListedUser extends PublicUser {
  twoFactor: boolean;
}

type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export interface UserChanges {
  name: string;
  email: string;
  role: Role;
  /** Absent keeps the current password. */
  password?: string;
}

/**
 * Signs the user out everywhere (but on `keepSessionId`, the device that changed its own
 * password): after a new password, or when they stop being an admin.
 */
async function endSessions(tx: Executor, userId: string, keepSessionId?: string) {
  const others = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

/**
 * Voids every reset link sent to the user: a link mailed before a password or address change
 * must not undo it (the old address may no longer be theirs).
 */
export async function voidResetLinks(tx: Executor, userId: string) {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

/**
 * After a new password: no old session, no old reset link and no sign-in still waiting for its
 * code (opened by the old password) stays valid.
 */
async function endCredentials(tx: Executor, userId: string, keepSessionId?: string) {
  await endSessions(tx, userId, keepSessionId);
  await voidResetLinks(tx, userId);
  await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
}

// Edits and deletions of users take turns, site-wide and across instances, for the rest of
// their transaction. Locking admin rows instead let two admins removing each other lock one
// row each and then wait for the other's: PostgreSQL broke the deadlock with an error (a 500).
// One lock cannot be taken in two orders; such changes are rare, so the queue is short.
const USER_CHANGES_LOCK = 727302;

async function takeTurnChangingUsers(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(USER_CHANGES_LOCK))})`);
}

/** Fails when the change would leave the site without an administrator. */
async function assertAnotherAdmin(tx: Executor, userId: string, message: string) {
  // Sound only under takeTurnChangingUsers: nobody else can demote or delete meanwhile.
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, userId)));
  if (others.length === 0) throw new RuleError(message);
}

const countFigures = (role?: Role): Figures<number> => ({
  columns: { n: countOf(users, role ? eq(users.role, role) : undefined) },
  read: (values) => values.n as number,
});

export function createUserService(db: Database) {
  return {
    async create(input: NewUser): Promise<PublicUser> {
      const passwordHash = await hashNewPassword(input.password, input);
      try {
        const [row] = await db
          .insert(users)
          .values({ name: input.name, email: normaliseEmail(input.email), passwordHash, role: input.role })
          .returning();
        return toPublicUser(row as UserRow);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError("A user with this email already exists");
        throw error;
      }
    },

    /**
     * A user an admin adds (POST /api/users). An administrator needs `reauthenticated`, as a
     * promotion does: otherwise an unattended admin screen could add an admin for anyone.
     */
    async add(input: NewUser, reauthenticated: boolean): Promise<PublicUser> {
      if (input.role === "admin" && !reauthenticated) {
        throw new ReauthenticationRequiredError(TWO_FACTOR_TEXTS.passwordForNewAdmin);
      }
      return this.create(input);
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normaliseEmail(email)));
      return row ?? null;
    },

    async get(id: string): Promise<PublicUser | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? toPublicUser(row) : null;
    },

    /**
     * Applies an admin's edit. Demoting a user or changing their password ends their sessions;
     * a new password or email voids their reset links; nobody can demote themselves, and the
     * last administrator cannot be demoted. A change of email, password or role needs
     * `reauthenticated`: the admin gave their password (and code) again with it.
     */
    async update(
      actorId: string,
      id: string,
      changes: UserChanges,
      reauthenticated = false,
    ): Promise<PublicUser | null> {
      const passwordHash = changes.password ? await hashNewPassword(changes.password, changes) : undefined;
      try {
        return await db.transaction(async (tx) => {
          await takeTurnChangingUsers(tx);
          const [current] = await tx.select().from(users).where(eq(users.id, id));
          if (!current) return null;
          const demoted = current.role === "admin" && changes.role !== "admin";
          if (demoted && id === actorId) throw new RuleError("You cannot remove your own administrator role");
          if (demoted) await assertAnotherAdmin(tx, id, "The last administrator cannot be demoted");
          // Judged against the stored row, inside the turn: an edit made from a stale copy of
          // the user cannot slip an email change through as "only the name".
          const sensitive =
            passwordHash !== undefined ||
            changes.role !== current.role ||
            normaliseEmail(changes.email) !== current.email;
          if (sensitive && !reauthenticated) {
            throw new ReauthenticationRequiredError(TWO_FACTOR_TEXTS.passwordForChange);
          }
          const [row] = await tx
            .update(users)
            .set({
              name: changes.name,
              email: normaliseEmail(changes.email),
              role: changes.role,
              ...(passwordHash ? { passwordHash } : {}),
              updatedAt: new Date(),
            })
            .where(eq(users.id, id))
            .returning();
          if (passwordHash) await endCredentials(tx, id);
          else if (demoted) await endSessions(tx, id);
          if ((row as UserRow).email !== current.email) await voidResetLinks(tx, id);
          return toPublicUser(row as UserRow);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError("A user with this email already exists");
        throw error;
      }
    },

    /**
     * Deletes a user (their sessions go with them); not oneself, and not the last admin. An
     * administrator needs `reauthenticated`, judged against the stored row inside the turn.
     */
    async remove(actorId: string, id: string, reauthenticated = false): Promise<boolean> {
      if (id === actorId) throw new RuleError("You cannot delete your own account");
      return db.transaction(async (tx) => {
        await takeTurnChangingUsers(tx);
        const [current] = await tx.select().from(users).where(eq(users.id, id));
        if (!current) return false;
        if (current.role === "admin") {
          await assertAnotherAdmin(tx, id, "The last administrator cannot be deleted");
          if (!reauthenticated) {
            throw new ReauthenticationRequiredError(TWO_FACTOR_TEXTS.passwordForAdminDeletion);
          }
        }
        await tx.delete(users).where(eq(users.id, id));
        return true;
      });
    },

    /**
     * Stores a new password hash (see hashNewPassword); ends every reset link and every session
     * but `keepSessionId`.
     */
    async setPasswordHash(tx: Executor, id: string, passwordHash: string, keepSessionId?: string) {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
      await endCredentials(tx, id, keepSessionId);
    },

    /** A user's own new password: see setPasswordHash. Throws WeakPasswordError, BusyError. */
    async changePassword(user: PublicUser, password: string, keepSessionId: string): Promise<void> {
      const passwordHash = await hashNewPassword(password, user);
      await db.transaction((tx) => this.setPasswordHash(tx, user.id, passwordHash, keepSessionId));
    },

    async list(): Promise<ListedUser[]> {
      const rows = await db
        .select({ user: users, twoFactorSince: secondFactors.confirmedAt })
        .from(users)
        .leftJoin(
          secondFactors,
          and(eq(secondFactors.userId, users.id), isNotNull(secondFactors.confirmedAt)),
        )
        .orderBy(asc(users.createdAt));
      return rows.map((row) => ({ ...toPublicUser(row.user), twoFactor: row.twoFactorSince !== null }));
    },

    /** How many accounts there are (with `role`, when given), for the dashboard with other figures. */
    countFigures,

    count: (role?: Role): Promise<number> => readFiguresOf(db, countFigures(role)),

    /** Creates the admin, or makes an existing account an admin with the given password. */
    async upsertAdmin(input: Omit<NewUser, "role">): Promise<{ user: PublicUser; created: boolean }> {
      const existing = await this.findByEmail(input.email);
      if (!existing) {
        return { user: await this.create({ ...input, role: "admin" }), created: true };
      }
      const passwordHash = await hashNewPassword(input.password, input);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ name: input.name, passwordHash, role: "admin", updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning();
        await endCredentials(tx, existing.id);
        return updated as UserRow;
      });
      return { user: toPublicUser(row), created: false };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
