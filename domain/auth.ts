import { z } from "zod";
import { emailAddress } from "./fields";
import { MIN_PASSWORD_LENGTH } from "./options";

const BOTH = "Please enter both email and password";

export const loginSchema = z.object({
  email: z.string({ error: BOTH }).trim().min(1, BOTH).max(254),
  password: z.string({ error: BOTH }).min(1, BOTH).max(1024),
});

export const forgotPasswordSchema = z.object({
  email: emailAddress("Please enter your email address", "Please enter a valid email address"),
});

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

export const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(1024, "Password must be at most 1024 characters");

export const resetPasswordSchema = z.object({ password: newPassword });
