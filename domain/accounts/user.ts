import { z } from "zod";
import { emailAddress, requiredText } from "../fields";
import { ROLES } from "../options";
import { tooLong } from "../text-rules";
import { newPassword } from "./auth";

/** Absent unless given, so a form's payload carries it only when typed; compared, never stored. */
const proof = (max: number) => z.string({ error: "Must be text" }).max(max, tooLong(max)).optional();

const userFields = {
  name: requiredText("Name is required", 100),
  email: emailAddress("Email is required", "Please enter a valid email address"),
  role: z.enum(ROLES, { error: "Role must be user or admin" }).optional().default("user"),
};

/**
 * The acting admin's own password, and their code when they have two-factor sign-in on (ASVS
 * 7.5.1): what a change of another account's email, password or role, a new or deleted
 * administrator and the reset of another administrator's second factor need.
 */
export const reauthenticationSchema = z.object({ currentPassword: proof(1024), code: proof(64) });
export type Reauthentication = z.input<typeof reauthenticationSchema>;

/** A plain user needs no proof, so SPEC §7's payload keeps working; an administrator does. */
export const createUserSchema = z.object({
  ...userFields,
  password: newPassword,
  ...reauthenticationSchema.shape,
});

/**
 * On edit a blank or absent password keeps the current one. A change of email, password or
 * role needs the proof; a change of name alone does not.
 */
export const updateUserSchema = z.object({
  ...userFields,
  // Blank is read as absent before the rules, not as a second choice beside them: a choice
  // that fails would hide the rule's own message ("Invalid input").
  password: z.preprocess((value) => (value === "" ? undefined : value), newPassword.optional()),
  ...reauthenticationSchema.shape,
});
