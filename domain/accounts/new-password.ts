import { checkText } from "../text-rules";
import { NEW_PASSWORD_RULE } from "./auth-rules";

/** SPEC §5 reset-password rules (the API's, plus the confirmation); null when acceptable. */
export function newPasswordError(password: string, confirmation: string): string | null {
  const problem = checkText(NEW_PASSWORD_RULE, password);
  if (problem) return problem;
  if (password !== confirmation) return "Passwords do not match";
  return null;
}
