import { describe, expect, it } from "vitest";
import { EMPTY_CONTACT, validateContact } from "./validate-contact";

describe("validateContact", () => {
  it("requires name, email and message", () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please enter a message.",
    });
  });
  it("checks the email format and leaves company and phone optional", () => {
    const fields = { ...EMPTY_CONTACT, name: "Sipho", email: "sipho@", message: "Hi" };
    expect(validateContact(fields)).toEqual({ email: "Please enter a valid email address." });
    expect(validateContact({ ...fields, email: "sipho@example.co.za" })).toEqual({});
  });
  it("defaults the interest to market analysis", () => {
    expect(EMPTY_CONTACT.interest).toBe("market-analysis");
  });
});
