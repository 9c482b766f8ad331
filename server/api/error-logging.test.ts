import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { captureLogs } from "../../tests/support/log-capture";
import { startTestServer, type TestServer } from "../../tests/support/server";

// A failed query carries the values it was bound to (in Drizzle's message, in PostgreSQL's
// `detail`). The log must say what failed without repeating them.
describe("error logs", () => {
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    server = await startTestServer({}, { logger: logs.logger });
  });
  afterAll(() => server.close());

  it("record a failed user insert without the password hash or the email", async () => {
    const admin = await signIn(server, "admin");
    // A rule the insert breaks, standing in for any database error on the way in.
    await server.database.db.execute(
      sql`alter table users add constraint users_no_boom check (name <> 'Boom')`,
    );
    const email = "boom.secret@example.com";
    const password = "very-secret-pass";
    const response = await apiClient(server, admin.token).post("/api/users", {
      name: "Boom",
      email,
      password,
      role: "user",
    });
    expect(response.status).toBe(500);

    const text = logs.text();
    expect(text).toContain("unhandled error");
    expect(text).toContain("users_no_boom");
    expect(text).not.toContain("$argon2");
    expect(text).not.toContain(email);
    expect(text).not.toContain(password);
  });

  it("record a value the database refused without the value", async () => {
    const secret = "not-a-uuid-but-a-secret";
    const error = await server.database.db.execute(sql`select ${secret}::uuid`).catch((e: unknown) => e);
    logs.logger.error({ err: error }, "query failed");
    const line = logs
      .text()
      .split("\n")
      .find((l) => l.includes("query failed"));
    expect(line).toContain("invalid input syntax for type uuid");
    expect(line).not.toContain(secret);
  });
});
