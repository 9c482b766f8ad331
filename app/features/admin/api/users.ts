import type { Reauthentication } from "#domain/accounts/user";
import { type Answered, type CallInput, call } from "./http";

/** A user as the users API lists them. */
export type AdminUser = Answered<"GET /api/users">[number];

/** A user as the form sends it; the password is required on create, and on edit left out to keep it. */
export type UserPayload = Omit<CallInput<"PUT /api/users/:id">["body"], keyof Reauthentication>;

export const fetchUsers = () => call("GET /api/users");
/** A user as saved: the list's fields but two-factor, which a save does not change. */
export type SavedUser = Answered<"PUT /api/users/:id">;

// The acting admin's proof goes with a change of another account's email, password or role, a
// new or deleted administrator, and the reset of another administrator's second factor.

// A new user's payload has its password: the form checked it with createUserSchema (user-form.ts).
export const createUser = (user: UserPayload & Reauthentication) =>
  call("POST /api/users", { body: user as CallInput<"POST /api/users">["body"] });
export const updateUser = (id: string, user: UserPayload & Reauthentication) =>
  call("PUT /api/users/:id", { params: { id }, body: user });
export const deleteUser = (id: string, proof?: Reauthentication) =>
  call("DELETE /api/users/:id", { params: { id }, body: proof });
/** For a user who lost their authenticator app: they sign in with the password alone until they set it up again. */
export const resetUserTwoFactor = (id: string, proof?: Reauthentication) =>
  call("DELETE /api/users/:id/two-factor", { params: { id }, body: proof });
/** Signs the user out on every device. */
export const endUserSessions = (id: string) => call("DELETE /api/users/:id/sessions", { params: { id } });
