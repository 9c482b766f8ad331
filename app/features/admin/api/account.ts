import type { SessionSummary } from "../../../../domain/session";
import { apiRequest } from "./http";

// The signed-in user's own sessions and password (the Account screen).

export const fetchSessions = () => apiRequest<SessionSummary[]>("GET", "/api/auth/sessions");
export const endSession = (id: string) =>
  apiRequest<{ ended: number }>("DELETE", `/api/auth/sessions/${encodeURIComponent(id)}`);
export const endOtherSessions = () => apiRequest<{ ended: number }>("DELETE", "/api/auth/sessions");

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

export const changePassword = (change: PasswordChange) =>
  apiRequest<{ message: string }>("PUT", "/api/auth/password", change);
