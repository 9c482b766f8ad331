import type { z } from "zod";
import type { updateUserSchema } from "#domain/user";
import type { ListedUser } from "../../../../server/services/users";
import { apiRequest } from "./http";

/** A user as the users API lists them. */
export type AdminUser = ListedUser;

type UserBody = z.input<typeof updateUserSchema>;
/** A user as the form sends it; the password is required on create, and on edit left out to keep it. */
export type UserPayload = Omit<UserBody, "currentPassword" | "code">;
/** The editing admin's own password and code: needed to change an email, password or role. */
export type Reauthentication = Pick<UserBody, "currentPassword" | "code">;

export const fetchUsers = () => apiRequest<AdminUser[]>("GET", "/api/users");
/** A user as saved: the list's fields but two-factor, which a save does not change. */
export type SavedUser = Omit<AdminUser, "twoFactor">;

export const createUser = (user: UserPayload) => apiRequest<SavedUser>("POST", "/api/users", user);
export const updateUser = (id: string, user: UserPayload & Reauthentication) =>
  apiRequest<SavedUser>("PUT", `/api/users/${encodeURIComponent(id)}`, user);
export const deleteUser = (id: string) =>
  apiRequest<unknown>("DELETE", `/api/users/${encodeURIComponent(id)}`);
/** For a user who lost their authenticator app: they sign in with the password alone until they set it up again. */
export const resetUserTwoFactor = (id: string) =>
  apiRequest<{ message: string }>("DELETE", `/api/users/${encodeURIComponent(id)}/two-factor`);
/** Signs the user out on every device. */
export const endUserSessions = (id: string) =>
  apiRequest<{ ended: number }>("DELETE", `/api/users/${encodeURIComponent(id)}/sessions`);
