import { z } from "zod";
import { newPassword } from "./auth";
import { emailAddress, requiredText } from "./fields";
import { ROLES } from "./options";

const userFields = {
  name: requiredText("Name is required", 100),
  email: emailAddress("Email is required", "Please enter a valid email address"),
  role: z.enum(ROLES, { error: "Role must be user or admin" }).optional().default("user"),
};

export const createUserSchema = z.object({ ...userFields, password: newPassword });

/** On edit a blank or absent password keeps the current one. */
export const updateUserSchema = z.object({
  ...userFields,
  password: z
    .union([z.literal(""), newPassword])
    .optional()
    .transform((value) => value || undefined),
});
