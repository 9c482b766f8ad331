import type { z } from "zod";
import type { changePasswordSchema } from "#domain/auth";
import type { SessionSummary } from "#domain/session";
import type { TwoFactorSetup, TwoFactorStatus } from "#domain/two-factor";
import type { Reauthentication } from "#domain/user";
import { apiRequest } from "./http";

// The signed-in user's own sessions and password (the Account screen).

export const fetchSessions = () => apiRequest<SessionSummary[]>("GET", "/api/auth/sessions");
export const endSession = (id: string) =>
  apiRequest<{ ended: number }>("DELETE", `/api/auth/sessions/${encodeURIComponent(id)}`);
/** Needs the password again (and a code with two-factor sign-in on). */
export const endOtherSessions = (proof: Reauthentication) =>
  apiRequest<{ ended: number }>("DELETE", "/api/auth/sessions", proof);

export type PasswordChange = z.input<typeof changePasswordSchema>;

export const changePassword = (change: PasswordChange) =>
  apiRequest<{ message: string }>("PUT", "/api/auth/password", change);

// The signed-in user's second factor (two-factor sign-in).

export const fetchTwoFactorStatus = () => apiRequest<TwoFactorStatus>("GET", "/api/auth/two-factor");
export const startTwoFactorSetup = (currentPassword: string) =>
  apiRequest<TwoFactorSetup>("POST", "/api/auth/two-factor/setup", { currentPassword });
export const confirmTwoFactorSetup = (code: string) =>
  apiRequest<{ recoveryCodes: string[] }>("POST", "/api/auth/two-factor/confirm", { code });
export const turnOffTwoFactor = (proof: { currentPassword: string; code: string }) =>
  apiRequest<{ message: string }>("POST", "/api/auth/two-factor/off", proof);
