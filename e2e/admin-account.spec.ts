import { type Browser, expect, type Page } from "@playwright/test";
import {
  adminApi,
  E2E_ADMIN_PROOF,
  openAdminScreen,
  openSidebar,
  signInAs,
  signInAsAdmin,
  uniqueTag,
} from "./admin-support";
import { test } from "./device-fixture";

// The Account screen: one's own sessions and password. Each test uses an administrator of its
// own, so ending sessions or changing a password never touches the shared e2e admin.

const FIREFOX_ON_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0";

async function newAdmin(request: Parameters<typeof adminApi>[0], tag: string, password: string) {
  const account = { name: `Zanele ${tag}`, email: `zanele-${tag}@example.com`, password, role: "admin" };
  await (await adminApi(request)).post("/api/users", { ...account, ...E2E_ADMIN_PROOF });
  return account;
}

/** A second browser, as on another computer: its own cookies and a Firefox on macOS. */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, userAgent: FIREFOX_ON_MAC });
  return { context, page: await context.newPage() };
}

async function expectSignedOut(page: Page) {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
}

test("sessions: the other browser is listed, ended one at a time and all at once, and is signed out", async ({
  page,
  browser,
  request,
  isMobile,
  baseURL,
}, testInfo) => {
  const account = await newAdmin(request, uniqueTag(testInfo), "account-e2e-password");
  const other = await otherBrowser(browser, baseURL);
  await signInAs(other.page, account);
  await openAdminScreen(other.page, "/admin/dashboard", "Dashboard");

  await signInAs(page, account);
  await openAdminScreen(page, "/admin/dashboard", "Dashboard");
  await (await openSidebar(page, isMobile)).getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/account$/);

  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  // At 375 px too the sessions fit: nothing scrolls sideways.
  const sessionsTable = page.getByRole("region", { name: "Sessions table" });
  expect(await sessionsTable.evaluate((area) => area.scrollWidth - area.clientWidth)).toBe(0);
  const thisDevice = rows.filter({ hasText: "This device" });
  await expect(thisDevice).toContainText(isMobile ? "Chrome on Android" : "Chrome on Windows");
  const theOther = rows.filter({ hasText: "Firefox on macOS" });
  await expect(theOther).not.toContainText("This device");

  await theOther.getByRole("button", { name: /^End session on Firefox on macOS/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("End the session on Firefox on macOS?");
  await dialog.getByRole("button", { name: "End session" }).click();
  await expect(page.getByRole("status")).toHaveText("The session has been ended.");
  await expect(theOther).toHaveCount(0);
  await expectSignedOut(other.page);

  // Signed in there again, and ended with every other session at once.
  await signInAs(other.page, account);
  await page.reload();
  await expect(rows.filter({ hasText: "Firefox on macOS" })).toHaveCount(1);
  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  // Ending every other session asks for the password again (an unattended screen).
  await dialog.getByRole("button", { name: "Sign out others" }).click();
  await expect(dialog.getByLabel("Your current password")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Your current password").fill(account.password);
  await dialog.getByRole("button", { name: "Sign out others" }).click();
  await expect(page.getByRole("status")).toHaveText("All your other sessions have been ended.");
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Sign out all other sessions" })).toBeDisabled();
  await expectSignedOut(other.page);
  await openAdminScreen(page, "/admin/account", "Account");
  await other.context.close();
});

test("password: a wrong current one and a mismatch are refused; a change keeps this device only", async ({
  page,
  request,
  newDevice,
}, testInfo) => {
  const account = await newAdmin(request, uniqueTag(testInfo), "before-change-password");
  const elsewhere = await newDevice();
  expect((await elsewhere.post("/api/auth/login", { data: account })).ok()).toBe(true);
  await signInAs(page, account);
  await openAdminScreen(page, "/admin/account", "Account");

  // The two-factor section asks for the current password too.
  const form = page.getByRole("region", { name: "Change password" });
  const current = form.getByLabel("Current password");
  const next = form.getByLabel(/^New password/);
  const confirmation = form.getByLabel("Confirm new password");
  const submit = form.getByRole("button", { name: "Change Password" });

  await current.fill("not-my-password");
  await next.fill("harbour-kestrel-92");
  await confirmation.fill("harbour-kestrel-92");
  await submit.click();
  await expect(page.getByText("Your current password is incorrect")).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");

  await current.fill(account.password);
  await confirmation.fill("harbour-kestrel-93");
  await submit.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await confirmation.fill("harbour-kestrel-92");
  await submit.click();
  await expect(page.getByRole("status")).toHaveText(
    "Your password has been changed. Your other sessions have been signed out.",
  );
  await expect(current).toHaveValue("");

  // This device stays signed in; the other session has ended; only the new password works.
  await openAdminScreen(page, "/admin/account", "Account");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  expect((await elsewhere.get("/api/auth/me")).status()).toBe(401);
  // A context without cookies: `request` holds the e2e admin's session.
  const anonymous = await newDevice();
  const login = (password: string) =>
    anonymous.post("/api/auth/login", { data: { email: account.email, password } });
  expect((await login(account.password)).status()).toBe(401);
  expect((await login("harbour-kestrel-92")).ok()).toBe(true);
});

test("users: an admin signs another user out everywhere", async ({ page, request, newDevice }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const account = await newAdmin(request, tag, "signed-out-by-admin");
  const theirs = await newDevice();
  expect((await theirs.post("/api/auth/login", { data: account })).ok()).toBe(true);
  expect((await theirs.get("/api/auth/me")).ok()).toBe(true);

  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/users", "Users");
  const row = page.getByRole("row").filter({ hasText: account.email });
  await row.getByRole("button", { name: `Sign out ${account.name} everywhere` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Sign this user out on every device?");
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("The user has been signed out on every device.");
  expect((await theirs.get("/api/auth/me")).status()).toBe(401);
  await expect(row).toHaveCount(1);
});
