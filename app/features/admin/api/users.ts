import type { z } from "zod";
import type { Reauthentication, updateUserSchema } from "#domain/user";
import type { ListedUser } from "#server/services/users";
import { apiRequest } from "./http";

/** A user as the users API lists them. */
export type AdminUser = ListedUser;

type UserBody = z.input<typeof updateUserSchema>;
/** A user as the form sends it; the password is required on create, and on edit left out to keep it. */
export type UserPayload = Omit<UserBody, keyof Reauthentication>;

export const fetchUsers = () => apiRequest<AdminUser[]>("GET", "/api/users");
/** A user as saved: the list's fields but two-factor, which a save does not change. */
export type SavedUser = Omit<AdminUser, "twoFactor">;

// The acting admin's proof goes with a change of another account's email, password or role, a
// new or deleted administrator, and the reset of another administrator's second factor.

export const createUser = (user: UserPayload & Reauthentication) =>
  apiRequest<SavedUser>("POST", "/api/users", user);
export const updateUser = (id: string, user: UserPayload & Reauthentication) =>
  apiRequest<SavedUser>("PUT", `/api/users/${encodeURIComponent(id)}`, user);
export const deleteUser = (id: string, proof?: Reauthentication) =>
  apiRequest<unknown>("DELETE", `/api/users/${encodeURIComponent(id)}`, proof);
/** For a user who lost their authenticator app: they sign in with the password alone until they set it up again. */
export const resetUserTwoFactor = (id: string, proof?: Reauthentication) =>
  apiRequest<{ message: string }>("DELETE", `/api/users/${encodeURIComponent(id)}/two-factor`, proof);
/** Signs the user out on every device. */
export const endUserSessions = (id: string) =>
  apiRequest<{ ended: number }>("DELETE", `/api/users/${encodeURIComponent(id)}/sessions`);
