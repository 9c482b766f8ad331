import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirect-target";

describe("redirectTarget", () => {
  it("goes back to the admin page the user came from", () => {
    expect(redirectTarget("/admin/solutions")).toBe("/admin/solutions");
    expect(redirectTarget("/admin/contacts?status=new")).toBe("/admin/contacts?status=new");
  });
  it("keeps a search in any language, percent-encoded as the admin guard sends it", () => {
    const { pathname, search } = new URL("/admin/contacts?q=Café Ubuntu", "http://localhost");
    expect(redirectTarget(pathname + search)).toBe("/admin/contacts?q=Caf%C3%A9%20Ubuntu");
  });
  it("falls back to the dashboard for anything else", () => {
    expect(redirectTarget(null)).toBe("/admin/dashboard");
    expect(redirectTarget("/solutions")).toBe("/admin/dashboard");
    expect(redirectTarget("https://evil.example/admin")).toBe("/admin/dashboard");
    expect(redirectTarget("/admin\\@evil.example")).toBe("/admin/dashboard");
    expect(redirectTarget("/administrator")).toBe("/admin/dashboard");
  });
  it("falls back to the dashboard for what cannot go in a Location header", () => {
    for (const unusable of [
      "/admin/\r\nSet-Cookie: a=1",
      "/admin/\u2028",
      "/admin/\t",
      "/admin/\u0085",
      "/admin/café",
    ]) {
      expect(redirectTarget(unusable)).toBe("/admin/dashboard");
    }
  });
});
