import type { TextRule } from "../text-rules";
import { CHANGE_PASSWORD_RULES } from "./auth-rules";

// Two-factor sign-in (TOTP, RFC 6238) and recovery codes: the rules of its fields and the
// texts the server answers with, for the API and the forms alike. No zod: the login page
// imports this module (see text-rules.ts).

/** A code from the app or a recovery code; the server tells them apart by their shape. */
export const CODE_RULE = {
  required: "Please enter the code from your authenticator app",
  max: 64,
} satisfies TextRule;

/** The second step of a sign-in: the token the first step gave, and the code. */
export const SIGN_IN_CODE_RULES = {
  challenge: { required: "Your sign-in has expired. Please sign in again.", max: 128 },
  code: CODE_RULE,
} satisfies Record<string, TextRule>;

/** Proof that the person at the screen is the account's owner (ASVS 7.5.1). */
export const CURRENT_PASSWORD_RULE = CHANGE_PASSWORD_RULES.currentPassword;

export const TWO_FACTOR_TEXTS = {
  codeNeeded: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  wrongCode: "That code is not correct. Check your authenticator app and try again.",
  reusedCode: "That code has already been used. Wait for the next code in your authenticator app.",
  wrongRecoveryCode: "That recovery code is not correct.",
  usedRecoveryCode: "That recovery code has already been used. Each recovery code works only once.",
  expiredSignIn: "Your sign-in has expired. Please sign in again with your email and password.",
  expiredSetup: "Your two-factor setup has expired. Please start again.",
  noSetup: "Start the two-factor setup first.",
  alreadyOn: "Two-factor sign-in is already on.",
  notOn: "Two-factor sign-in is not on.",
  mustKeep: "Administrators must keep two-factor sign-in on.",
  setupRequired:
    "Two-factor sign-in is required for administrators. Turn it on in the Account screen before doing anything else.",
  codeForChange: "Enter the code from your authenticator app to confirm it is you.",
  passwordForChange: "Enter your current password to change a user's email, password or role.",
  passwordForNewAdmin: "Enter your current password to add an administrator.",
  passwordForAdminDeletion: "Enter your current password to delete an administrator.",
  passwordForAdminTwoFactorReset:
    "Enter your current password to reset another administrator's two-factor sign-in.",
  passwordForSignOut: "Enter your current password to sign out your other sessions.",
  ownTwoFactorReset:
    "You cannot reset your own two-factor sign-in. To turn it off, use Turn off two-factor sign-in on your Account screen.",
} as const;

/** A change to how a user signs in, as the account_events table records it. */
export type AccountEvent = "two-factor-on" | "two-factor-off" | "two-factor-reset";

/** What the Account screen shows of the signed-in user's second factor (GET /api/auth/two-factor). */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** REQUIRE_ADMIN_2FA applies to this user: it cannot be turned off. */
  required: boolean;
}

/** A setup waiting for its first code: shown once, on the screen that started it. */
export interface TwoFactorSetup {
  /** The otpauth:// address the QR code holds, also shown as text. */
  uri: string;
  /** The same secret in base32, for typing into an app by hand. */
  secret: string;
  /** The QR code as an SVG document. */
  qrCodeSvg: string;
  expiresAt: string;
}

/** Whether REQUIRE_ADMIN_2FA (`required`) makes two-factor sign-in mandatory for this role. */
export const twoFactorRequiredFor = (required: boolean, role: string) => required && role === "admin";
