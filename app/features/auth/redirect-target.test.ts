import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirect-target";

describe("redirectTarget", () => {
  it("goes back to the admin page the user came from", () => {
    expect(redirectTarget("/admin/solutions")).toBe("/admin/solutions");
    expect(redirectTarget("/admin/contacts?status=new")).toBe("/admin/contacts?status=new");
  });
  it("falls back to the dashboard for anything else", () => {
    expect(redirectTarget(null)).toBe("/admin/dashboard");
    expect(redirectTarget("/solutions")).toBe("/admin/dashboard");
    expect(redirectTarget("https://evil.example/admin")).toBe("/admin/dashboard");
    expect(redirectTarget("/admin\\@evil.example")).toBe("/admin/dashboard");
  });
});
