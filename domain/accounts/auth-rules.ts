import { MIN_PASSWORD_LENGTH } from "../options";
import { emailRule, type TextRule } from "../text-rules";

// The fields of the sign-in forms, for the API (auth.ts) and the forms alike, with the texts of
// SPEC §5. Passwords are taken as typed: a space is part of a password.

const BOTH = "Please enter both email and password";

export const LOGIN_RULES = {
  email: { required: BOTH, max: 254 },
  password: { required: BOTH, max: 1024, untrimmed: true },
} satisfies Record<string, TextRule>;

export const FORGOT_PASSWORD_RULES = {
  email: emailRule("Please enter your email address", "Please enter a valid email address"),
} satisfies Record<string, TextRule>;

const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** A new password (reset, and the admin's user form): a blank one is simply too short. */
export const NEW_PASSWORD_RULE = {
  required: PASSWORD_TOO_SHORT,
  min: { length: MIN_PASSWORD_LENGTH, message: PASSWORD_TOO_SHORT },
  max: 1024,
  untrimmed: true,
} satisfies TextRule;

export const RESET_PASSWORD_RULES = { password: NEW_PASSWORD_RULE } satisfies Record<string, TextRule>;

/** A signed-in user changing their own password (the Account screen). */
export const CHANGE_PASSWORD_RULES = {
  currentPassword: { required: "Please enter your current password", max: 1024, untrimmed: true },
  password: NEW_PASSWORD_RULE,
} satisfies Record<string, TextRule>;
