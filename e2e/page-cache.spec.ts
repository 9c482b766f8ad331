import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { adminApi, solutionOfItsOwn } from "./admin-support";
import { openPage } from "./support";

// Anonymous pages come from a cache: they must still carry a fresh CSP nonce each time, show
// content changes at once, and never be served to a signed-in visitor.

test("every page response has its own CSP nonce, and the page's scripts carry it", async ({ request }) => {
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/solutions");
    const policy = response.headers()["content-security-policy"] ?? "";
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    // No <base> is ever needed, so none injected into a page can redirect its relative URLs.
    expect(policy).toContain("base-uri 'none'");
    const html = await response.text();
    const scripts = html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("a page served from the cache has the same headers and HTML as its first render, nonce aside", async ({
  playwright,
  baseURL,
}) => {
  // A context of its own, so no session cookie from another test rides along.
  const request = await playwright.request.newContext({ baseURL });
  const path = `/ai-basics?visit=${Date.now()}`;
  const read = async () => {
    const response = await request.get(path);
    const { date: _, "x-request-id": id, ...headers } = response.headers();
    expect(id).toBeTruthy();
    const nonce = headers["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1] as string;
    const withoutNonce = (text: string) => text.replaceAll(nonce, "NONCE");
    return {
      status: response.status(),
      headers: {
        ...headers,
        "content-security-policy": withoutNonce(headers["content-security-policy"] ?? ""),
      },
      html: withoutNonce(await response.text()),
    };
  };
  const rendered = await read();
  const cached = await read();
  expect(rendered.status).toBe(200);
  expect(cached).toEqual(rendered);
  await request.dispose();
});

test("an edited solution shows on its public page at once, and signed-in visitors get their own page", async ({
  page,
  request,
}) => {
  const path = "/solutions/ocr-receipt-capture";
  const before = await (await request.get(path)).text();
  expect(before).toContain("Admin Login");

  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const token = (await login.json()).token as string;
  const headers = { authorization: `Bearer ${token}` };
  const solution = (await (await request.get(`/api/solutions${path.slice("/solutions".length)}`)).json())
    .data;
  const title = `Receipt Capture ${Date.now()}`;
  const put = await request.put(`/api/solutions/${solution.id}`, { data: { ...solution, title }, headers });
  expect(put.status()).toBe(200);

  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  await page.goto(path);
  await expect(page.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
  await page.request.put(`/api/solutions/${solution.id}`, { data: solution, headers });
});

test("a visitor moving by links inside the app sees an edit made after their page loaded", async ({
  page,
  request,
}, testInfo) => {
  // The admin signs in on a client of their own: a session cookie would take the visitor out of
  // the cache this test is about.
  const api = await adminApi(request);
  const { id, title: before } = await solutionOfItsOwn(api, testInfo, "Moved");
  const after = before.replace("Moved", "Renamed");
  const heading = page.getByRole("heading", { level: 1 });

  // Both the catalogue's and the solution's page data are now in the public cache.
  await openPage(page, "/solutions");
  await page.getByRole("link", { name: new RegExp(before) }).click();
  await expect(heading).toHaveText(before);
  await page.getByRole("link", { name: "Back to Solutions" }).click();
  await expect(page).toHaveURL(/\/solutions$/);

  await api.put(`/api/solutions/${id}`, { ...(await api.get(`/api/solutions/${id}`)), title: after });
  // The card on screen was drawn before the edit; the page it leads to is asked for now.
  await page.getByRole("link", { name: new RegExp(before) }).click();
  await expect(heading).toHaveText(after);
  await page.getByRole("link", { name: "Back to Solutions" }).click();
  await expect(page.getByRole("link", { name: new RegExp(after) })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(before) })).toHaveCount(0);
});
