import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { TWO_FACTOR_TEXTS } from "#domain/accounts/two-factor";
import { authenticatorApp } from "../tests/support/authenticator-app";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import {
  adminApi,
  E2E_ADMIN_PROOF,
  expectNoAxeViolations,
  openAdminScreen,
  setTheme,
  signInAs,
  uniqueTag,
} from "./admin-support";
import { type NewDevice, test } from "./device-fixture";

// Two-factor sign-in, in the browser. Every account here is the test's own, so the shared
// e2e admin never gets a second factor. Codes are computed here, as the phone's app would.

interface Account {
  name: string;
  email: string;
  password: string;
}

type AdminApi = Awaited<ReturnType<typeof adminApi>>;

async function newAccount(api: AdminApi, tag: string, role: "admin" | "user"): Promise<Account> {
  const account = {
    name: `Thandi ${role} ${tag}`,
    email: `thandi-${role}-${tag}@example.com`,
    password: `${role}-kestrel-harbour`,
  };
  await api.post("/api/users", { ...account, role, ...E2E_ADMIN_PROOF });
  return account;
}

/**
 * Turns two-factor sign-in on through the API, as the Account screen would, from a context of
 * its own: `request` holds the e2e admin's cookie, and a cookie-signed post without Origin is refused.
 */
async function turnOnByApi(newDevice: NewDevice, account: Account) {
  const request = await newDevice();
  const login = await request.post("/api/auth/login", { data: account });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await request.post("/api/auth/two-factor/setup", {
    headers,
    data: { currentPassword: account.password },
  });
  expect(setup.ok(), await setup.text()).toBe(true);
  const app = authenticatorApp((await setup.json()).data.secret);
  const confirmed = await request.post("/api/auth/two-factor/confirm", {
    headers,
    data: { code: await app.nextCode() },
  });
  expect(confirmed.ok()).toBe(true);
  const recoveryCodes: string[] = (await confirmed.json()).data.recoveryCodes;
  return { app, recoveryCodes };
}

/** Signs `page`'s browser in through the API: the password, then a code. */
async function signInWithCode(page: Page, account: Account, code: string) {
  const first = await page.request.post("/api/auth/login", { data: account });
  expect(first.status()).toBe(401);
  const { challenge } = await first.json();
  const second = await page.request.post("/api/auth/login/code", {
    data: { challenge, code },
  });
  expect(second.ok()).toBe(true);
}

/** The sign-in form's first step, with whatever follows left to the caller. */
async function givePassword(page: Page, account: Account) {
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
}

async function giveCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("set up on the Account screen, then sign in with a code and with a recovery code", async ({
  page,
  request,
}, testInfo) => {
  const account = await newAccount(await adminApi(request), uniqueTag(testInfo), "admin");
  await signInAs(page, account);
  await openAdminScreen(page, "/admin/account", "Account");
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await expect(section).toContainText("Two-factor sign-in is off.");

  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(section.getByText("Please enter your current password")).toBeVisible();
  await section.getByLabel("Current password").fill("not-my-password");
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(section.getByText("Your current password is incorrect")).toBeVisible();
  await section.getByLabel("Current password").fill(account.password);
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  const heading = section.getByRole("heading", { name: "Scan the QR code with your authenticator app" });
  await expect(heading).toBeFocused();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const address = await section.getByText(/^otpauth:\/\/totp\//).textContent();
  const secret = new URL(address ?? "").searchParams.get("secret") ?? "";
  await expect(section).toContainText(secret.match(/.{1,4}/g)?.join(" ") ?? "missing");
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await expectNoAxeViolations(page);
  }
  await setTheme(page, "light");

  const app = authenticatorApp(secret);
  await section.getByLabel("Code from your authenticator app").fill(app.wrongCode());
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByText(TWO_FACTOR_TEXTS.wrongCode)).toBeVisible();
  await section.getByLabel("Code from your authenticator app").fill(await app.nextCode());
  await section.getByRole("button", { name: "Turn on" }).click();

  await expect(section.getByRole("heading", { name: "Save your recovery codes" })).toBeFocused();
  const codes = await section
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  // Kept somewhere safe: downloaded as a file, or copied into a password manager.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("ai-solutions-recovery-codes.txt");
  expect(await readFile(await download.path(), "utf8")).toBe(`${codes.join("\n")}\n`);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await section.getByRole("button", { name: "Copy" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));
  await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(section).toContainText("Two-factor sign-in is on. You have 10 recovery codes left.");

  // Signed out: the password alone no longer signs in; the code from the app does.
  await page.context().clearCookies();
  await page.goto("/login?redirectTo=%2Fadmin%2Faccount");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await givePassword(page, account);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await giveCode(page, app.wrongCode());
  await expect(page.getByRole("alert")).toHaveText(TWO_FACTOR_TEXTS.wrongCode);
  await giveCode(page, await app.nextCode());
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

  // A recovery code instead of the app, once only.
  const [recovery] = codes as [string];
  for (const [code, expected] of [
    [recovery, "signed in"],
    [recovery, TWO_FACTOR_TEXTS.usedRecoveryCode],
  ] as const) {
    await page.context().clearCookies();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await givePassword(page, account);
    await giveCode(page, code);
    if (expected === "signed in") await expect(page).toHaveURL(/\/admin\/dashboard$/);
    else await expect(page.getByRole("alert")).toHaveText(expected);
  }
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the code form posts to the page; the password and the code stay out of every address", async ({
    page,
    request,
    newDevice,
  }, testInfo) => {
    const account = await newAccount(await adminApi(request), uniqueTag(testInfo), "user");
    const { app } = await turnOnByApi(newDevice, account);
    const addresses: string[] = [];
    page.on("request", (sent) => addresses.push(sent.url()));

    await page.goto("/login?redirectTo=%2Fadmin%2Fusers");
    await givePassword(page, account);
    await giveCode(page, "");
    await expect(page.getByRole("alert")).toHaveText("Please enter the code from your authenticator app");
    const wrong = app.wrongCode();
    await giveCode(page, wrong);
    await expect(page.getByRole("alert")).toHaveText(TWO_FACTOR_TEXTS.wrongCode);
    const code = await app.nextCode();
    await giveCode(page, code);
    await expect(page).toHaveURL(/\/admin\/users$/);
    // A plain user is sent on from the admin area to the home page: what matters is the session.
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toMatchObject({ email: account.email, twoFactor: true });
    for (const secret of [account.password, wrong, code]) {
      expect(
        addresses.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret))),
      ).toEqual([]);
    }
  });
});

test("an admin confirms with their password and code before changing a role, and resets a second factor", async ({
  page,
  request,
  newDevice,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  // One sign-in of the e2e admin: `request` then holds its cookie, which a second login post would carry.
  const api = await adminApi(request);
  const admin = await newAccount(api, `${tag}a`, "admin");
  const { app, recoveryCodes } = await turnOnByApi(newDevice, admin);
  const target = await newAccount(api, `${tag}t`, "user");
  await turnOnByApi(newDevice, target);
  await signInWithCode(page, admin, recoveryCodes[0] as string);
  await openAdminScreen(page, "/admin/users", "Users");
  const row = page.getByRole("row").filter({ hasText: target.email });

  await row.getByRole("button", { name: `Edit ${target.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await dialog.getByLabel("Role").selectOption("admin");
  const save = dialog.getByRole("button", { name: "Save Changes" });
  await save.click();
  await expect(dialog.getByText(TWO_FACTOR_TEXTS.passwordForChange)).toBeVisible();
  await expect(dialog.getByLabel("Your current password")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Your current password").fill(admin.password);
  await save.click();
  await expect(dialog.getByText(TWO_FACTOR_TEXTS.codeForChange)).toBeVisible();
  await dialog.getByLabel("Your authenticator code").fill(await app.nextCode());
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Admin");

  // The target is an administrator by now: resetting their second factor takes the same proof.
  await row.getByRole("button", { name: `Reset 2FA of ${target.name}` }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("Reset this user's two-factor sign-in?");
  await confirm.getByLabel("Your current password").fill(admin.password);
  await confirm.getByLabel("Your authenticator code").fill(await app.nextCode());
  await confirm.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-factor sign-in has been reset for this user.");
  await expect(row.getByRole("button", { name: /^Reset two-factor sign-in/ })).toHaveCount(0);
  // Their password alone signs them in again.
  const anonymous = await newDevice();
  expect((await anonymous.post("/api/auth/login", { data: target })).ok()).toBe(true);
});

test("the sign-in-again dialog asks for the code after the password, and the save goes ahead", async ({
  page,
  request,
  newDevice,
}, testInfo) => {
  const api = await adminApi(request);
  const account = await newAccount(api, uniqueTag(testInfo), "admin");
  const { app } = await turnOnByApi(newDevice, account);
  await signInWithCode(page, account, await app.nextCode());
  const id = `e2e-2fa-resign-${uniqueTag(testInfo)}`;
  await api.post("/api/solutions", { ...MINIMUM_LISTS, id, title: "Before", pricing: { upfront: "R1" } });
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Saved after the code");

  // The session is gone, as after the idle timeout.
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Save Solution" }).click();
  const dialog = page.getByRole("dialog", { name: "Your session has ended" });
  await dialog.getByLabel("Email address").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await dialog.getByLabel("Authentication code").fill(app.wrongCode());
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(TWO_FACTOR_TEXTS.wrongCode);
  await dialog.getByLabel("Authentication code").fill(await app.nextCode());
  await dialog.getByRole("button", { name: "Sign in" }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Solution saved successfully." })).toBeVisible();
  expect(await api.get(`/api/solutions/${id}`)).toMatchObject({ title: "Saved after the code" });
});
