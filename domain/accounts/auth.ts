import { z } from "zod";
import { textField, textFields } from "../fields";
import {
  CHANGE_PASSWORD_RULES,
  FORGOT_PASSWORD_RULES,
  LOGIN_RULES,
  NEW_PASSWORD_RULE,
  RESET_PASSWORD_RULES,
} from "./auth-rules";
import { CODE_RULE, CURRENT_PASSWORD_RULE, SIGN_IN_CODE_RULES } from "./two-factor";

// SPEC §5 sign-in rules; the forms check the same ones (auth-rules.ts).

export const loginSchema = z.object(textFields(LOGIN_RULES));

export const forgotPasswordSchema = z.object(textFields(FORGOT_PASSWORD_RULES));

export const newPassword = textField(NEW_PASSWORD_RULE);

export const resetPasswordSchema = z.object(textFields(RESET_PASSWORD_RULES));

export const changePasswordSchema = z.object(textFields(CHANGE_PASSWORD_RULES));

export const signInCodeSchema = z.object(textFields(SIGN_IN_CODE_RULES));

/** Starting a two-factor setup: the password again, since it changes how the account signs in. */
export const twoFactorSetupSchema = z.object({ currentPassword: textField(CURRENT_PASSWORD_RULE) });

export const twoFactorConfirmSchema = z.object({ code: textField(CODE_RULE) });

export const twoFactorOffSchema = z.object({
  currentPassword: textField(CURRENT_PASSWORD_RULE),
  code: textField(CODE_RULE),
});
