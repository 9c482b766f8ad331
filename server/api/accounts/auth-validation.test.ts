import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from "#domain/accounts/auth";
import { FORGOT_PASSWORD_RULES, LOGIN_RULES, RESET_PASSWORD_RULES } from "#domain/accounts/auth-rules";
import { formErrorsAsApi, typedText as text } from "../../../tests/support/form-and-api";

// The sign-in forms check their fields in the browser without zod; the API checks them with
// zod. Both read domain/accounts/auth-rules.ts; the same input must get the same messages from both.

const BOTH = "Please enter both email and password";
const TOO_SHORT = "Password must be at least 6 characters";

describe("login: the form and the API agree", () => {
  const both = (input: { email: string; password: string }) =>
    formErrorsAsApi(loginSchema, LOGIN_RULES, input);

  it("asks for both fields with SPEC §5's one text", () => {
    expect(both({ email: " ", password: "" })).toEqual({ email: BOTH, password: BOTH });
    expect(both({ email: "admin@example.com", password: "" })).toEqual({ password: BOTH });
  });
  it("takes a password as typed, spaces included", () => {
    expect(both({ email: " admin@example.com ", password: "   " })).toEqual({});
  });
});

describe("forgot password: the form and the API agree", () => {
  const both = (email: string) => formErrorsAsApi(forgotPasswordSchema, FORGOT_PASSWORD_RULES, { email });

  it("asks for the email with SPEC §5's text, then for a valid one", () => {
    expect(both("")).toEqual({ email: "Please enter your email address" });
    expect(both("admin@")).toEqual({ email: "Please enter a valid email address" });
    expect(both(" admin@example.com ")).toEqual({});
  });
});

describe("reset password: the form and the API agree", () => {
  const both = (password: string) => formErrorsAsApi(resetPasswordSchema, RESET_PASSWORD_RULES, { password });

  it("needs at least 6 characters, counting spaces, and at most 1024", () => {
    expect(both("")).toEqual({ password: TOO_SHORT });
    expect(both("12345")).toEqual({ password: TOO_SHORT });
    expect(both(" 2345 ")).toEqual({});
    expect(both("p".repeat(1024))).toEqual({});
    expect(both("p".repeat(1025))).toEqual({ password: "Must be at most 1024 characters" });
  });
});

describe("property: for any text the sign-in forms and the API give the same messages", () => {
  it("holds for login, forgot password and reset password", () => {
    fc.assert(
      fc.property(text, text, (email, password) => {
        formErrorsAsApi(loginSchema, LOGIN_RULES, { email, password });
        formErrorsAsApi(forgotPasswordSchema, FORGOT_PASSWORD_RULES, { email });
        formErrorsAsApi(resetPasswordSchema, RESET_PASSWORD_RULES, { password });
      }),
    );
  });
});
