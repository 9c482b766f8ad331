import { and, count, eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { hashNewPassword } from "../auth/password";
import { users } from "../db/schema";
import { NOT_SIGNED_IN } from "../services/accounts/auth";

type Move = "demote" | "delete";
// Every pairing of what the two admins do to each other, taken in turn over the rounds.
const PAIRINGS: [Move, Move][] = [
  ["demote", "demote"],
  ["delete", "delete"],
  ["demote", "delete"],
  ["delete", "demote"],
];
const ROUNDS = 20;

// Two admins, the only two, each removing the other at the same moment: one must win, the
// other get a proper refusal, and the site must keep an administrator (SPEC: the last admin
// can be neither demoted nor deleted). On PostgreSQL this once deadlocked into a 500.
describe("two admins acting on each other at once", () => {
  // A demotion or deletion of an admin needs the acting admin's password (ASVS 7.5.1): every
  // admin has this one.
  const PASSWORD = "race-admin-password";
  let passwordHash: string;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    passwordHash = await hashNewPassword(PASSWORD, { email: "race@example.com" });
  });
  afterAll(() => server.close());

  const act = (move: Move, actor: { token: string }, target: { id: string; name: string; email: string }) => {
    const client = apiClient(server, actor.token);
    const proof = { currentPassword: PASSWORD };
    const demotion = { name: target.name, email: target.email, role: "user", ...proof };
    return move === "delete"
      ? client.delete(`/api/users/${target.id}`, proof)
      : client.put(`/api/users/${target.id}`, demotion);
  };

  // Signed in directly: the race is what is tested, and 80 password hashes would only add time.
  const admin = async (round: number, label: string) => {
    const name = `Admin ${label}${round}`;
    const [user] = await server.database.db
      .insert(users)
      .values({ name, email: `${label}${round}@example.com`, passwordHash, role: "admin" })
      .returning();
    const { id, email } = user as typeof users.$inferSelect;
    return { user: { id, name, email }, token: (await server.services.sessions.create(id)).token };
  };

  it(`answer each request properly and keep an administrator, ${ROUNDS} rounds`, {
    timeout: 300_000,
  }, async () => {
    const { db } = server.database;
    for (let round = 0; round < ROUNDS; round++) {
      const a = await admin(round, "a");
      const b = await admin(round, "b");
      await db
        .update(users)
        .set({ role: "user" })
        .where(and(eq(users.role, "admin"), notInArray(users.id, [a.user.id, b.user.id])));
      const [moveA, moveB] = PAIRINGS[round % PAIRINGS.length] as [Move, Move];

      const answers = await Promise.all([act(moveA, a, b.user), act(moveB, b, a.user)]);

      const context = `round ${round} (${moveA}/${moveB}): ${JSON.stringify(answers.map((r) => [r.status, r.body]))}`;
      expect(
        answers.filter((r) => r.status === 200),
        context,
      ).toHaveLength(1);
      for (const refused of answers.filter((r) => r.status !== 200)) {
        // Refused by the rule, or no longer an admin (or no longer a user) by the time it arrived.
        expect([400, 401, 403], context).toContain(refused.status);
        if (refused.status === 400) {
          expect(refused.body.error, context).toMatch(/^The last administrator cannot be (demoted|deleted)$/);
        }
      }
      const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      expect(admins?.n, context).toBe(1);
    }
  });

  // The race above, taken apart: the other admin's delete lands after this request was
  // signed in but before its password was checked. A wrong-password answer would send the
  // admin to retype a password that was right; the account is gone, so it is a sign-out.
  it("answers a password check of an admin deleted meanwhile as signed out", async () => {
    const { user } = await admin(ROUNDS, "gone");
    await server.database.db.delete(users).where(eq(users.id, user.id));
    const refusal = await server.services.auth.confirmIdentity(
      { ...user, role: "admin", createdAt: new Date().toISOString() },
      { currentPassword: PASSWORD },
    );
    expect(refusal).toMatchObject({ reason: "unauthorised", message: NOT_SIGNED_IN });
  });
});
