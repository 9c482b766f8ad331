import { z } from "zod";
import {
  CHANGE_PASSWORD_RULES,
  FORGOT_PASSWORD_RULES,
  LOGIN_RULES,
  NEW_PASSWORD_RULE,
  RESET_PASSWORD_RULES,
} from "./auth-rules";
import { textField, textFields } from "./fields";

// SPEC §5 sign-in rules; the forms check the same ones (auth-rules.ts).

export const loginSchema = z.object(textFields(LOGIN_RULES));

export const forgotPasswordSchema = z.object(textFields(FORGOT_PASSWORD_RULES));

export const newPassword = textField(NEW_PASSWORD_RULE);

export const resetPasswordSchema = z.object(textFields(RESET_PASSWORD_RULES));

export const changePasswordSchema = z.object(textFields(CHANGE_PASSWORD_RULES));
