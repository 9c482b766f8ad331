import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../../bench/server-process";
import { adminHeaders } from "./admin";
import { createDataStore, type DataStore, startSite } from "./support";

// One request must never hold the whole server. Input crafted against a backtracking pattern
// (an address made of dots between two at signs took the email check seconds per request,
// quadratic in its length) is sent to every form that checks an email or a profile link, at
// the size an attacker would pick and at the largest size each route accepts; meanwhile
// /healthz must keep answering.

const KiB = 1024;
const craftedEmail = (bytes: number) => `a@${".".repeat(bytes - 3)}@`;
const craftedUrl = (bytes: number) => `https://${".".repeat(bytes - 9)} `;
// The longest /healthz may take while a crafted request is checked: the check takes
// milliseconds, the old one 17 s for 120 kB; the rest is room for a busy machine.
const HEALTHZ_WITHIN_MS = 1_000;

interface Crafted {
  name: string;
  /** The largest body the route reads; a larger one is refused unread (413). */
  limit: number;
  send(bytes: number): Promise<Response>;
}

describe("crafted input", () => {
  let store: DataStore;
  let site: ServerProcess;
  let admin: Record<string, string>;
  let userId: string;

  beforeAll(async () => {
    store = await createDataStore("pglite");
    site = await startSite(store);
    admin = await adminHeaders(site.url, store);
    const me = await (await fetch(`${site.url}/api/auth/me`, { headers: admin })).json();
    userId = me.data.id;
  });
  afterAll(async () => {
    await site?.stop();
    await store?.remove();
  });

  const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const enquiry = (email: string) => ({ name: "Thandi", email, company: "", message: "Hello" });

  const routes: Crafted[] = [
    {
      name: "POST /api/enquiries",
      limit: 64 * KiB,
      send: (n) => json("POST", "/api/enquiries", enquiry(craftedEmail(n))),
    },
    {
      name: "POST /api/contact/enquiry",
      limit: 64 * KiB,
      send: (n) => json("POST", "/api/contact/enquiry", { ...enquiry(craftedEmail(n)), phone: "" }),
    },
    {
      name: "POST /contact (the form without JavaScript)",
      limit: 64 * KiB,
      send: (n) =>
        fetch(`${site.url}/contact`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
          body: new URLSearchParams({ ...enquiry(craftedEmail(n)), interest: "crm" }).toString(),
        }),
    },
    {
      name: "POST /api/auth/forgotpassword",
      limit: 16 * KiB,
      send: (n) => json("POST", "/api/auth/forgotpassword", { email: craftedEmail(n) }),
    },
    {
      name: "POST /api/users",
      limit: 16 * KiB,
      send: (n) =>
        json(
          "POST",
          "/api/users",
          { name: "N", email: craftedEmail(n), password: "long-enough-1", role: "user" },
          admin,
        ),
    },
    {
      name: "PUT /api/users/{id}",
      limit: 16 * KiB,
      send: (n) =>
        json(
          "PUT",
          `/api/users/${userId}`,
          { email: craftedEmail(n), currentPassword: store.env.ADMIN_PASSWORD },
          admin,
        ),
    },
    {
      name: "PUT /api/settings/company (email)",
      limit: 16 * KiB,
      send: (n) => json("PUT", "/api/settings/company", companyDetails({ email: craftedEmail(n) }), admin),
    },
    {
      name: "PUT /api/settings/company (profile link)",
      limit: 16 * KiB,
      send: (n) => json("PUT", "/api/settings/company", companyDetails({ linkedin: craftedUrl(n) }), admin),
    },
  ];

  /** Sends the crafted request and asks /healthz again and again until it is answered. */
  async function healthzWhile(request: Promise<Response>) {
    let answered: Response | undefined;
    const settled = request.then(async (response) => {
      await response.arrayBuffer();
      answered = response;
    });
    let slowest = 0;
    while (!answered) {
      const started = performance.now();
      const health = await fetch(`${site.url}/healthz`);
      await health.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await settled;
    return { status: answered.status, slowest };
  }

  for (const route of routes) {
    it(`${route.name}: a 120 kB address is refused unread, and /healthz keeps answering`, async () => {
      const { status, slowest } = await healthzWhile(route.send(120 * KiB));
      expect(status).toBe(413);
      expect(slowest).toBeLessThan(HEALTHZ_WITHIN_MS);
    });

    it(`${route.name}: the longest crafted address the route reads is refused, and /healthz keeps answering`, async () => {
      const { status, slowest } = await healthzWhile(route.send(route.limit - KiB));
      expect(status).toBe(400);
      expect(slowest).toBeLessThan(HEALTHZ_WITHIN_MS);
    });
  }
});

function companyDetails(changes: { email?: string; linkedin?: string }) {
  return {
    phone: "+27 10 555 0123",
    whatsapp: "+27 82 555 0123",
    email: changes.email ?? "hello@example.co.za",
    address: "",
    social: { linkedin: changes.linkedin ?? "", facebook: "", x: "" },
  };
}
