import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Role } from "../../domain/options";
import { hashPassword } from "../auth/password";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { ConflictError, isUniqueViolation, RuleError } from "./errors";

export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
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

/** Fails when the change would leave the site without an administrator. */
async function assertAnotherAdmin(tx: Database, userId: string, message: string) {
  // Locking the admin rows makes concurrent demotions and deletions take turns.
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, userId)))
    .for("update");
  if (others.length === 0) throw new RuleError(message);
}

export function createUserService(db: Database) {
  return {
    async create(input: NewUser): Promise<PublicUser> {
      const passwordHash = await hashPassword(input.password);
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
     * nobody can demote themselves, and the last administrator cannot be demoted.
     */
    async update(actorId: string, id: string, changes: UserChanges): Promise<PublicUser | null> {
      const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx.select().from(users).where(eq(users.id, id));
          if (!current) return null;
          const demoted = current.role === "admin" && changes.role !== "admin";
          if (demoted && id === actorId) throw new RuleError("You cannot remove your own administrator role");
          if (demoted)
            await assertAnotherAdmin(tx as Database, id, "The last administrator cannot be demoted");
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
          if (demoted || passwordHash) await tx.delete(sessions).where(eq(sessions.userId, id));
          return toPublicUser(row as UserRow);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError("A user with this email already exists");
        throw error;
      }
    },

    /** Deletes a user (their sessions go with them); not oneself, and not the last admin. */
    async remove(actorId: string, id: string): Promise<boolean> {
      if (id === actorId) throw new RuleError("You cannot delete your own account");
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id));
        if (!current) return false;
        if (current.role === "admin") {
          await assertAnotherAdmin(tx as Database, id, "The last administrator cannot be deleted");
        }
        await tx.delete(users).where(eq(users.id, id));
        return true;
      });
    },

    /** Stores a new password hash (see hashPassword) and ends every session of the user. */
    async setPasswordHash(tx: Database, id: string, passwordHash: string): Promise<void> {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
    },

    async list(): Promise<PublicUser[]> {
      const rows = await db.select().from(users).orderBy(asc(users.createdAt));
      return rows.map(toPublicUser);
    },

    async count(role?: Role): Promise<number> {
      const query = db.select({ n: count() }).from(users);
      const [row] = await (role ? query.where(eq(users.role, role)) : query);
      return row?.n ?? 0;
    },

    /** Creates the admin, or makes an existing account an admin with the given password. */
    async upsertAdmin(input: Omit<NewUser, "role">): Promise<{ user: PublicUser; created: boolean }> {
      const existing = await this.findByEmail(input.email);
      if (!existing) {
        return { user: await this.create({ ...input, role: "admin" }), created: true };
      }
      const passwordHash = await hashPassword(input.password);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ name: input.name, passwordHash, role: "admin", updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning();
        // A new password ends every session signed in with the old one.
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        return updated as UserRow;
      });
      return { user: toPublicUser(row), created: false };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
