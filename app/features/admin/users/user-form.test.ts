import { describe, expect, it } from "vitest";
import { emptyUserForm, userPayload } from "./user-form";

describe("userPayload", () => {
  it("requires a password on create, with the API's rules", () => {
    expect(userPayload({ ...emptyUserForm(), name: "N", email: "n@example.com" }, false)).toEqual({
      error: "Password must be at least 6 characters",
    });
    expect(
      userPayload({ name: "N", email: "n@example.com", password: "secret1", role: "user" }, false),
    ).toEqual({
      payload: { name: "N", email: "n@example.com", password: "secret1", role: "user" },
    });
  });

  it("leaves a blank password out on edit", () => {
    expect(userPayload({ name: "N", email: "n@example.com", password: "", role: "admin" }, true)).toEqual({
      payload: { name: "N", email: "n@example.com", role: "admin" },
    });
  });

  it("reports missing name and a bad email", () => {
    expect(userPayload({ ...emptyUserForm(), email: "nope", password: "secret1" }, false)).toEqual({
      error: "Name is required, Please enter a valid email address",
    });
  });
});
