import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { newUserBody } from "../../tests/support/new-user";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { seedDemoContent } from "../seed/seed";

describe("contacts, users and dashboard", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let adminId: string;
  let adminPassword: string;
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" });
    await seedDemoContent(server.database.db);
    const signedIn = await signIn(server, "admin");
    admin = apiClient(server, signedIn.token);
    adminId = signedIn.user.id;
    adminPassword = signedIn.password;
    const visitor = apiClient(server);
    for (const name of ["Ayanda", "Bongani", "Chloe"]) {
      await visitor.post("/api/enquiries", {
        name,
        email: `${name.toLowerCase()}@example.com`,
        message: "Hello",
      });
    }
  });
  afterAll(() => server.close());

  it("lists contacts newest first with both _id and id, and changes status in any order", async () => {
    const list = await admin.get("/api/contact");
    expect(list.body.count).toBe(3);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(["Chloe", "Bongani", "Ayanda"]);
    const first = list.body.data[0];
    expect(first._id).toBe(first.id);

    for (const status of ["completed", "inProgress", "new", "in-progress"]) {
      const response = await admin.put(`/api/contact/${first.id}`, { status });
      expect(response.status).toBe(200);
      expect(response.body.data.status).toBe(status === "inProgress" ? "in-progress" : status);
    }
    const invalid = await admin.put(`/api/contact/${first.id}`, { status: "archived" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.status).toBe("Status must be new, in-progress or completed");
    expect((await admin.put("/api/contact/not-a-uuid", { status: "new" })).status).toBe(404);
  });

  it("reports dashboard figures that match the data", async () => {
    const contacts = (await admin.get("/api/contact")).body.data;
    await admin.put(`/api/contact/${contacts[1].id}`, { status: "completed" });
    const response = await admin.get("/api/admin/dashboard");
    expect(response.status).toBe(200);
    const data = response.body.data;
    const solutions = (await apiClient(server).get("/api/solutions")).body.data as { tier: string }[];
    expect(data.totalSolutions).toBe(solutions.length);
    expect(data.solutionsByTier).toEqual({
      bronze: solutions.filter((s) => s.tier === "bronze").length,
      silver: solutions.filter((s) => s.tier === "silver").length,
      gold: solutions.filter((s) => s.tier === "gold").length,
    });
    expect(data.totalContacts).toBe(3);
    expect(data.contactsByStatus).toEqual({ new: 1, inProgress: 1, completed: 1 });
    expect(data.totalUsers).toBe((await admin.get("/api/users")).body.count);
    expect(data.latestContacts.map((c: { name: string }) => c.name)).toEqual(["Chloe", "Bongani", "Ayanda"]);
  });

  it("deletes a contact", async () => {
    const [contact] = (await admin.get("/api/contact")).body.data;
    expect((await admin.delete(`/api/contact/${contact.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/contact/${contact.id}`)).status).toBe(404);
    expect((await admin.get("/api/contact")).body.count).toBe(2);
  });

  it("creates users (201), refuses a taken email (409) and never returns a password", async () => {
    const created = await admin.post(
      "/api/users",
      newUserBody({ name: "Naledi", email: "Naledi@Example.com" }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      name: "Naledi",
      email: "naledi@example.com",
      role: "user",
      createdAt: expect.any(String),
    });
    const taken = await admin.post("/api/users", {
      name: "N",
      email: "naledi@example.com",
      password: "quiet-lantern-2",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("A user with this email already exists");
    const invalid = await admin.post("/api/users", { name: "", email: "x", password: "123" });
    expect(invalid.body.errors).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
    expect(JSON.stringify((await admin.get("/api/users")).body)).not.toMatch(/password|argon2/i);
  });

  it("edits a user; a blank password keeps the current one, a new one ends their sessions", async () => {
    const { user, email, password, token } = await signIn(server, "user");
    const kept = await admin.put(`/api/users/${user.id}`, {
      name: "Renamed",
      email,
      role: "user",
      password: "",
    });
    expect(kept.body.data.name).toBe("Renamed");
    expect((await apiClient(server).post("/api/auth/login", { email, password })).status).toBe(200);
    expect((await apiClient(server, token).get("/api/auth/me")).status).toBe(200);

    await admin.put(`/api/users/${user.id}`, {
      name: "Renamed",
      email,
      role: "user",
      password: "changed-pass",
      currentPassword: adminPassword,
    });
    expect((await apiClient(server, token).get("/api/auth/me")).status).toBe(401);
    expect(
      (await apiClient(server).post("/api/auth/login", { email, password: "changed-pass" })).status,
    ).toBe(200);
  });

  it("ignores fields it does not know, so a body cannot set an id or a hash", async () => {
    const response = await admin.post("/api/users", {
      name: "Mass",
      email: "mass@example.com",
      password: "quiet-lantern-2",
      id: "00000000-0000-4000-8000-000000000001",
      passwordHash: "x",
      createdAt: "2000-01-01",
      __proto__: { role: "admin" },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.id).not.toBe("00000000-0000-4000-8000-000000000001");
    expect(response.body.data.role).toBe("user");
    expect(({} as { role?: string }).role).toBeUndefined();
  });

  it("refuses to delete or demote oneself, and to remove the last admin; demotion ends sessions", async () => {
    const self = await admin.delete(`/api/users/${adminId}`);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe("You cannot delete your own account");
    const me = (await admin.get("/api/auth/me")).body.data;
    const demoteSelf = await admin.put(`/api/users/${adminId}`, {
      name: me.name,
      email: me.email,
      role: "user",
    });
    expect(demoteSelf.body.error).toBe("You cannot remove your own administrator role");

    const other = await signIn(server, "admin");
    const demoted = await admin.put(`/api/users/${other.user.id}`, {
      name: "Ex",
      email: other.email,
      role: "user",
      currentPassword: adminPassword,
    });
    expect(demoted.body.data.role).toBe("user");
    expect((await apiClient(server, other.token).get("/api/contact")).status).toBe(401);

    // Now the signed-in admin is the only one left: another admin may not remove them.
    const third = await signIn(server, "admin");
    const thirdClient = apiClient(server, third.token);
    const deleted = await admin.delete(`/api/users/${third.user.id}`, { currentPassword: adminPassword });
    expect(deleted.status).toBe(200);
    expect((await thirdClient.get("/api/users")).status).toBe(401);
    const users = (await admin.get("/api/users")).body.data as { role: string }[];
    expect(users.filter((u) => u.role === "admin")).toHaveLength(1);
  });
});
