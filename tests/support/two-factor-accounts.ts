import { expect } from "vitest";
import { apiClient } from "./api-client";
import { authenticatorApp } from "./authenticator-app";
import type { TestServer } from "./server";

export type Account = Awaited<ReturnType<typeof account>>;

let counter = 0;

/** A user created directly and signed in by password (before two-factor is on). */
export async function account(server: TestServer, role: "admin" | "user") {
  counter++;
  const email = `two-factor-${role}${counter}-${Date.now()}@example.com`;
  const password = `lantern-harbour-${counter}`;
  const user = await server.services.users.create({ name: `${role} ${counter}`, email, password, role });
  const login = await apiClient(server).post("/api/auth/login", { email, password });
  expect(login.status).toBe(200);
  return { user, email, password, token: login.body.token as string };
}

/** Turns two-factor sign-in on for a signed-in account, as the Account screen does. */
export async function withTwoFactor(
  server: TestServer,
  account: { email: string; password: string; token: string },
) {
  const me = apiClient(server, account.token);
  const setup = await me.post("/api/auth/two-factor/setup", { currentPassword: account.password });
  expect(setup.status).toBe(200);
  const app = authenticatorApp(setup.body.data.secret);
  const confirmed = await me.post("/api/auth/two-factor/confirm", { code: await app.nextCode() });
  expect(confirmed.status).toBe(200);
  return {
    app,
    recoveryCodes: confirmed.body.data.recoveryCodes as string[],
    secret: setup.body.data.secret,
  };
}
