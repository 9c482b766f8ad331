import { MIN_PASSWORD_LENGTH } from "../../../domain/options";

/** SPEC §5 reset-password rules; null when the new password is acceptable. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "Password must be at least 6 characters";
  if (password !== confirmation) return "Passwords do not match";
  return null;
}
