import { describe, expect, it } from "vitest";
import { newPasswordError } from "./new-password";

describe("newPasswordError", () => {
  it("needs at least 6 characters, then a matching confirmation", () => {
    expect(newPasswordError("12345", "12345")).toBe("Password must be at least 6 characters");
    expect(newPasswordError("123456", "123457")).toBe("Passwords do not match");
    expect(newPasswordError("123456", "123456")).toBeNull();
  });
});
