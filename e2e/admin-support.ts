import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from "@playwright/test";
import { E2E_ADMIN, E2E_OUTBOX } from "../playwright.config";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";

// Shared steps of the admin end-to-end tests. Sign-in goes through the API (the login page
// belongs to another part of the product); the session cookie then applies to `page`.

export async function signInAsAdmin(page: Page) {
  await signInAs(page, E2E_ADMIN);
}

/** Signs the e2e admin in before each test of the file (or describe block) that calls it. */
export function signInAsAdminBeforeEach() {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });
}

/** Signs `page`'s browser context in (its cookie jar gets the session). */
export async function signInAs(page: Page, { email, password }: { email: string; password: string }) {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.ok()).toBe(true);
}

/** An API client signed in as the e2e admin with a Bearer token (no browser cookies involved). */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  const json = async (response: Awaited<ReturnType<APIRequestContext["get"]>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    // biome-ignore lint/suspicious/noExplicitAny: tests read API bodies field by field.
    return ((await response.json()) as { data: any }).data;
  };
  return {
    get: async (path: string) => json(await request.get(path, { headers })),
    post: async (path: string, data: unknown) => json(await request.post(path, { headers, data })),
    put: async (path: string, data: unknown) => json(await request.put(path, { headers, data })),
    delete: async (path: string) => json(await request.delete(path, { headers })),
    status: async (path: string) => (await request.get(path, { headers })).status(),
  };
}

/** The e2e admin's password again, for the calls that ask for it (decision 0034). */
export const E2E_ADMIN_PROOF = { currentPassword: E2E_ADMIN.password };

/** A suffix that keeps records of the desktop and phone runs (one shared server) apart. */
export function uniqueTag(testInfo: TestInfo) {
  return `${testInfo.project.name}${Date.now().toString(36)}`;
}

/** The reset link mailed to `email` (the server writes mail to the outbox folder here). */
export async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      // The folder appears with the server's first mail.
      if (!existsSync(E2E_OUTBOX)) return undefined;
      const files = readdirSync(E2E_OUTBOX, { withFileTypes: true }).filter((entry) => entry.isFile());
      const mails = files.map((file) => readFileSync(path.join(E2E_OUTBOX, file.name), "utf8"));
      link = mails.find((mail) => mail.includes(`To: ${email}`))?.match(/\/reset-password\/[\w-]+/)?.[0];
      return link;
    })
    .toBeDefined();
  return link as string;
}

/** A reset link of a user made for the test (role user), as its mail carries it. */
export async function resetLinkOfNewUser(
  api: Awaited<ReturnType<typeof adminApi>>,
  testInfo: TestInfo,
  name: string,
) {
  const email = `reset-${uniqueTag(testInfo)}@example.com`;
  await api.post("/api/users", { name, email, password: "old-secret-password", role: "user" });
  // Sent with the admin's Bearer token: a cookie-signed post without Origin would be refused.
  await api.post("/api/auth/forgotpassword", { email });
  return resetLinkFor(email);
}

/**
 * Creates a solution no other test reads, so what happens to it is this test's alone; its id is
 * `name` in lower case and its title `name`, each with the test's unique tag.
 */
export async function solutionOfItsOwn(
  api: Awaited<ReturnType<typeof adminApi>>,
  testInfo: TestInfo,
  name: string,
) {
  const tag = uniqueTag(testInfo);
  const solution = { id: `${name.toLowerCase()}-${tag}`, title: `${name} ${tag}` };
  await api.post("/api/solutions", { ...MINIMUM_LISTS, ...solution, pricing: { upfront: "R1" } });
  return solution;
}

/** Opens an admin screen and waits until its heading shows and loading has finished. */
export async function openAdminScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** The sidebar is a column on desktop and a slide-over dialog behind a button on phones. */
export async function openSidebar(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await expect(page.getByRole("dialog", { name: "Admin menu" })).toBeVisible();
    return page.getByRole("dialog", { name: "Admin menu" });
  }
  return page.getByRole("complementary");
}

/** Dark mode is a class on <html> (set by the site's theme toggle, which lives elsewhere). */
export async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** The signed link a Preview button opens in a new tab (decision 0056), read there and closed. */
export async function previewLinkOf(page: Page, button: Locator): Promise<URL> {
  const [preview] = await Promise.all([page.context().waitForEvent("page"), button.click()]);
  await preview.waitForURL(/\?preview=/);
  const link = new URL(preview.url());
  await preview.close();
  return link;
}
