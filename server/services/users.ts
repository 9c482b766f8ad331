import { asc, count, eq } from "drizzle-orm";
import type { Role } from "../../domain/options";
import { hashPassword } from "../auth/password";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { ConflictError, isUniqueViolation } from "./errors";

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
