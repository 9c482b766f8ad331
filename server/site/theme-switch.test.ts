import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../tests/support/server";

// POST /theme: the theme toggle's form, which works before the page's scripts (decision 0053).

describe("POST /theme", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({});
  });
  afterAll(() => server.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/theme`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
      body,
    });

  it("sets the theme cookie and sends the visitor back to the page they were on, on this site", async () => {
    const response = await post("theme=dark", { referer: `${server.url}/solutions?tier=gold` });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/solutions?tier=gold");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toMatch(/^theme=dark; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    // Another site as the referrer, or none: back to the home page, never off the site.
    const elsewhere = await post("theme=light", { referer: "https://evil.example//phish" });
    expect(elsewhere.headers.get("location")).toBe("/");
    expect((await post("theme=light")).headers.get("location")).toBe("/");
  });

  it("refuses another theme, a form from another site and an oversized body", async () => {
    const wrong = await post("theme=purple");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe("theme must be light or dark");
    expect((await post("theme=dark", { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(`theme=dark&pad=${"x".repeat(100_000)}`)).status).toBe(413);
  });
});
