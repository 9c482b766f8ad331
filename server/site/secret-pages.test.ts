import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { captureLogs } from "../../tests/support/log-capture";
import { stubPages, USER_AGENTS, type Visitor, view } from "../../tests/support/page-views";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { serverWithAdmin } from "../../tests/support/server-with-admin";
import { quotableSolution } from "../../tests/support/solution-lists";
import { contacts, insightCounts } from "../db/schema";
import type { PageHandler } from "./pages";

// A password-reset link carries its token in the path (/reset-password/<token>): whoever reads
// the page, a cached copy of it, the dashboard or an enquiry's source page could use the link.

describe("a page whose path carries a secret (a password-reset link)", () => {
  let server: TestServer;
  const rendered: string[] = [];
  const pages: PageHandler = (request, context) => {
    rendered.push(new URL(request.url).pathname);
    return stubPages(request, context);
  };
  const reader: Visitor = { ip: "198.51.100.20", userAgent: USER_AGENTS.desktop };

  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: "production", TRUST_PROXY: "1" }, { pages });
  });
  afterAll(() => server.close());

  it("is rendered afresh for every request and marked no-store, never kept by the public cache", async () => {
    const paths = ["/reset-password/cache-token", "/reset-password/cache-token.data"];
    for (const path of [...paths, ...paths]) {
      // DNT: this test is about caching; counting is the next one's.
      const response = await fetch(`${server.url}${path}`, { headers: { dnt: "1" } });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(rendered).toEqual([...paths, ...paths]);
  });

  it("is counted under its route: the token is in no stored or reported figure", async () => {
    await view(server.url, "/reset-password/count-token", reader);
    await view(server.url, "/RESET-PASSWORD/count-token-2", reader);
    const admin = apiClient(server, (await signIn(server, "admin")).token);
    const report = (await admin.get("/api/admin/insights?days=7")).body.data;
    expect(report.pages).toEqual([{ path: "/reset-password", views: 2, visitors: 1 }]);
    const stored = JSON.stringify(await server.database.db.select().from(insightCounts));
    for (const figures of [JSON.stringify(report), stored]) expect(figures).not.toContain("token");
  });

  it("is named by its route as the source page of an enquiry sent from it", async () => {
    const sent = await apiClient(server).post("/api/enquiries", {
      name: "Reset Reader",
      email: "reader@example.co.za",
      message: "Sent from the reset page.",
      sourcePage: "/reset-password/enquiry-token?x=1",
    });
    expect(sent.status).toBe(201);
    const [stored] = await server.database.db.select({ sourcePage: contacts.sourcePage }).from(contacts);
    expect(stored?.sourcePage).toBe("/reset-password");
  });
});

describe("a quote's buyer link (/q/<token>)", () => {
  const logs = captureLogs("info");
  const suite = serverWithAdmin({ TRUST_PROXY: "1" }, { logger: logs.logger });
  const buyer: Visitor = { ip: "198.51.100.21", userAgent: USER_AGENTS.phone };

  it("is counted under its route and logged without its token", async () => {
    await suite.admin.post("/api/solutions", quotableSolution("secret-bot", "Secret Bot"));
    const logged = await suite.admin.post("/api/contact/conversations", {
      name: "Lindiwe Buyer",
      email: "lindiwe@example.co.za",
      message: "Quote please.",
      channel: "email",
      solutionId: "secret-bot",
    });
    const { data: quote } = (await suite.admin.post(`/api/contact/${logged.body.data.id}/quotes`)).body;
    expect((await suite.admin.post(`/api/quotes/${quote.id}/send`)).status).toBe(200);
    const path = new URL(quote.url).pathname;
    const token = path.slice("/q/".length);
    expect(await view(suite.server.url, path, buyer)).toBe(200);
    expect(await view(suite.server.url, `${path}/pdf`, buyer)).toBe(200);
    expect(await view(suite.server.url, "/q/not-a-token-of-ours", buyer)).toBe(404);

    const report = (await suite.admin.get("/api/admin/insights?days=7")).body.data;
    expect(report.pages).toContainEqual({ path: "/q", views: 1, visitors: 1 });
    const stored = JSON.stringify(await suite.server.database.db.select().from(insightCounts));
    for (const figures of [JSON.stringify(report), stored]) {
      expect(figures).not.toContain(token);
      expect(figures).not.toContain("not-a-token");
    }
    // The requests were logged, by their route only.
    expect(logs.text()).toContain('"/q/[redacted]"');
    expect(logs.text()).toContain('"/q/[redacted]/pdf"');
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain("not-a-token");
  });
});
