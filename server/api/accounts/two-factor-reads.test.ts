import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_TEXTS } from "#domain/accounts/two-factor";
import { type ApiResponse, apiClient } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";
import { account, withTwoFactor } from "../../../tests/support/two-factor-accounts";

// Issue 52, item 11: with REQUIRE_ADMIN_2FA on, an admin signed in with the password alone is
// no admin to any read until the second factor is set up: every GET of the API answers them
// what it answers an anonymous visitor, or 403 where it is for admins only (decision 0069).

/** The setup's own reads, which answer the signed-in user about themselves. */
const SETUP_READS = new Set(["/api/auth/me", "/api/auth/two-factor"]);
/** Not a read: it ends the session it is sent with. */
const NOT_READS = new Set(["/api/auth/logout"]);
const PARAMETERS: Record<string, string> = {
  id: "hidden-draft",
  page: "home",
};

let server: TestServer;
let anonymous: ReturnType<typeof apiClient>;
let passwordOnly: ReturnType<typeof apiClient>;
let cleared: ReturnType<typeof apiClient>;
let reads: string[];

beforeAll(async () => {
  server = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
  anonymous = apiClient(server);
  passwordOnly = apiClient(server, (await account(server, "admin")).token);
  const admin = await account(server, "admin");
  await withTwoFactor(server, admin);
  cleared = apiClient(server, admin.token);
  for (const [id, status] of [
    ["hidden-draft", "draft"],
    ["live", "published"],
  ]) {
    const body = { id, title: `Title of ${id}`, pricing: { upfront: "R1,000" }, status, ...MINIMUM_LISTS };
    expect((await cleared.post("/api/solutions", body)).status).toBe(201);
  }
  const paths: Record<string, { get?: object }> = (await anonymous.get("/api/openapi.json")).body.paths;
  reads = Object.keys(paths).filter((path) => paths[path]?.get && !NOT_READS.has(path));
});
afterAll(() => server.close());

const filled = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMETERS[name] ?? name);
const ids = (response: ApiResponse) => response.body.data.map((s: { id: string }) => s.id).sort();

describe("an admin REQUIRE_ADMIN_2FA has not cleared", () => {
  it("reads no drafts: the solution list and a draft answer as to anyone, until the second factor is on", async () => {
    expect(ids(await cleared.get("/api/solutions"))).toEqual(["hidden-draft", "live"]);
    expect((await cleared.get("/api/solutions/hidden-draft")).status).toBe(200);
    expect(ids(await passwordOnly.get("/api/solutions"))).toEqual(["live"]);
    const draft = await passwordOnly.get("/api/solutions/hidden-draft");
    expect(draft.status).toBe(404);
    expect(draft.body.error).toBe("Solution not found");
  });

  it("gets from every GET of the API what an anonymous visitor gets, or 403 for admins only", async () => {
    // Only a sign that the document was read: every read below is checked. The exceptions
    // must name reads that exist, or they would excuse nothing and hide a renamed route.
    expect(reads.length).toBeGreaterThan(20);
    expect(reads.filter((read) => SETUP_READS.has(read)).sort()).toEqual([...SETUP_READS].sort());
    const differing: string[] = [];
    for (const path of reads.filter((read) => !SETUP_READS.has(read))) {
      const url = filled(path);
      const [seen, again, asked] = [
        await anonymous.get(url),
        await anonymous.get(url),
        await passwordOnly.get(url),
      ];
      if (asked.status === 403) {
        expect(asked.body.error, path).toBe(TWO_FACTOR_TEXTS.setupRequired);
        continue;
      }
      // Some answers are new on every call (a form token): then their shape is compared.
      const stable = JSON.stringify(seen.body) === JSON.stringify(again.body);
      const same = stable
        ? JSON.stringify(asked.body) === JSON.stringify(seen.body)
        : JSON.stringify(Object.keys(asked.body ?? {})) === JSON.stringify(Object.keys(seen.body ?? {}));
      if (asked.status !== seen.status || !same) differing.push(`${path}: ${asked.status} ${seen.status}`);
    }
    expect(differing).toEqual([]);
  });
});
