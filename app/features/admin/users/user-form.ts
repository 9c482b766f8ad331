import { createUserSchema, updateUserSchema } from "#domain/accounts/user";
import type { Role } from "#domain/options";
import type { AdminUser, UserPayload } from "../api/users";

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export const INVALID_USER_ID = "Cannot edit user: Invalid user ID";

/** SPEC §9: a new user is a plain user unless chosen otherwise. */
export const emptyUserForm = (): UserFormValues => ({ name: "", email: "", password: "", role: "user" });

export const userFormFrom = (user: AdminUser): UserFormValues => ({
  name: user.name,
  email: user.email,
  password: "",
  role: user.role,
});

/**
 * Checks the form with the same schemas the API uses. On edit a blank password is left out of
 * the payload, which keeps the current one (SPEC §5).
 */
export function userPayload(
  values: UserFormValues,
  editing: boolean,
): { payload: UserPayload } | { error: string } {
  const parsed = (editing ? updateUserSchema : createUserSchema).safeParse(values);
  if (!parsed.success)
    return { error: [...new Set(parsed.error.issues.map((issue) => issue.message))].join(", ") };
  const { password, ...rest } = parsed.data;
  return { payload: password ? { ...rest, password } : rest };
}
