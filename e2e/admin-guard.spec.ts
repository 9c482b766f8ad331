import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { adminApi, openAdminScreen, openSidebar, signInAsAdmin, uniqueTag } from "./admin-support";
import { hydrated } from "./support";

test("an anonymous visitor of an admin page is sent to the login page, remembering where to return", async ({
  page,
}) => {
  await page.goto("/admin/contacts");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fcontacts$/);
});

test("a signed-in account without the admin role is sent home", async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const email = `plain-${uniqueTag(testInfo)}@example.com`;
  await api.post("/api/users", { name: "Plain User", email, password: "plain-password", role: "user" });
  const login = await page.request.post("/api/auth/login", { data: { email, password: "plain-password" } });
  expect(login.ok()).toBe(true);

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("/admin opens the dashboard; the sidebar links every screen, shows the initial and logs out", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  for (const [label, heading] of [
    ["Solutions", "Solutions"],
    ["Contacts", "Contacts"],
    ["Users", "Users"],
    ["Settings", "Settings"],
    ["Dashboard", "Dashboard"],
  ]) {
    const sidebar = await openSidebar(page, isMobile);
    await sidebar.getByRole("link", { name: label }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Admin menu" })).toHaveCount(0);
  }

  const sidebar = await openSidebar(page, isMobile);
  await expect(sidebar.getByRole("img", { name: /^Signed in as / })).toHaveText(/^[A-Z]$/);
  await sidebar.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});

test("the admin pages keep working after a reload deep inside the area", async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/users", "Users");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
});

test("signing in on the login page returns the administrator to the screen they asked for", async ({
  page,
}) => {
  await page.goto("/admin/contacts");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fcontacts$/);
  await hydrated(page);
  await page.getByLabel("Email address").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
});
