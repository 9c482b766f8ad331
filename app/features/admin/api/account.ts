import type { Reauthentication } from "#domain/accounts/user";
import { type CallInput, call } from "./http";

// The signed-in user's own sessions and password (the Account screen).

export const fetchSessions = () => call("GET /api/auth/sessions");
export const endSession = (id: string) => call("DELETE /api/auth/sessions/:id", { params: { id } });
/** Needs the password again (and a code with two-factor sign-in on). */
export const endOtherSessions = (proof: Reauthentication) =>
  call("DELETE /api/auth/sessions", { body: proof });

export type PasswordChange = CallInput<"PUT /api/auth/password">["body"];

export const changePassword = (change: PasswordChange) => call("PUT /api/auth/password", { body: change });

// The signed-in user's second factor (two-factor sign-in).

export const fetchTwoFactorStatus = () => call("GET /api/auth/two-factor");
export const startTwoFactorSetup = (currentPassword: string) =>
  call("POST /api/auth/two-factor/setup", { body: { currentPassword } });
export const confirmTwoFactorSetup = (code: string) =>
  call("POST /api/auth/two-factor/confirm", { body: { code } });
export const turnOffTwoFactor = (proof: { currentPassword: string; code: string }) =>
  call("POST /api/auth/two-factor/off", { body: proof });
