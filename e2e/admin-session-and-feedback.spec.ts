import { expect, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import {
  adminApi,
  E2E_ADMIN_PROOF,
  expectNoAxeViolations,
  openAdminScreen,
  openSidebar,
  setTheme,
  signInAsAdminBeforeEach,
  uniqueTag,
} from "./admin-support";

// Issue 15: the session ending in the middle of work, a logout the server never hears of, and
// the feedback around them. Nothing typed may be lost on the way.

signInAsAdminBeforeEach();

/** Ends every session of the e2e admin but one signed in afresh for the purpose: as from another device. */
async function endBrowserSessions(playwright: PlaywrightWorkerArgs["playwright"]) {
  // A client of its own: a cookie jar holding another session would make the sign-in cross-site.
  const device = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await device.post("/api/auth/login", { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const ended = await device.delete("/api/auth/sessions", { headers, data: E2E_ADMIN_PROOF });
  expect(ended.ok(), await ended.text()).toBe(true);
  await device.dispose();
}

const signInDialog = (page: Page) => page.getByRole("dialog", { name: "Your session has ended" });

test("a save after the session ended asks for sign-in in a dialog, then saves what was typed", async ({
  page,
  request,
  playwright,
}, testInfo) => {
  const id = `e2e-resign-${uniqueTag(testInfo)}`;
  const api = await adminApi(request);
  await api.post("/api/solutions", { ...MINIMUM_LISTS, id, title: "Before", pricing: { upfront: "R1" } });
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await title.fill("Typed while signed out");
  await page.getByRole("textbox", { name: "Tagline", exact: true }).fill("Kept as typed");

  await endBrowserSessions(playwright);
  await page.getByRole("button", { name: "Save Solution" }).click();
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email address")).toHaveValue(E2E_ADMIN.email);
  await expect(dialog.getByLabel("Password")).toBeFocused();
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`sign-in-again-${theme}.png`) });
  }
  await setTheme(page, "light");
  await expectNoAxeViolations(page);

  // A wrong password is refused in the dialog, which stays open.
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");
  await dialog.getByLabel("Password").fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Solution saved successfully." })).toBeVisible();
  await expect(title).toHaveValue("Typed while signed out");
  expect(await api.get(`/api/solutions/${id}`)).toMatchObject({
    title: "Typed while signed out",
    tagline: "Kept as typed",
  });
});

test("the settings save signs in again the same way; Cancel lets the save fail as before", async ({
  page,
  request,
  playwright,
}) => {
  const api = await adminApi(request);
  const stored = await api.get("/api/settings/company");
  await openAdminScreen(page, "/admin/settings", "Settings");
  const address = page.getByRole("textbox", { name: "Address", exact: true });
  const save = page.getByRole("button", { name: "Save Company Details" });
  await address.fill("12 Long Street, Cape Town");

  await endBrowserSessions(playwright);
  await save.click();
  await signInDialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alert")).toHaveText("Not authorised: please sign in");
  await expect(address).toHaveValue("12 Long Street, Cape Town");

  await save.click();
  await signInDialog(page).getByLabel("Password").fill(E2E_ADMIN.password);
  await signInDialog(page).getByRole("button", { name: "Sign in" }).click();
  // The refusal of the cancelled try goes once this one succeeds.
  await expect(page.getByRole("status").filter({ hasText: "Company details saved." })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The API client's session went with the browser's: it signs in again.
  const again = await adminApi(request);
  expect((await again.get("/api/settings/company")).address).toBe("12 Long Street, Cape Town");
  await again.put("/api/settings/company", stored);
});

for (const failure of ["network error", "server error"] as const) {
  test(`a logout that fails with a ${failure} still signs out and goes to /login`, async ({
    page,
    isMobile,
  }) => {
    await page.route("**/api/auth/logout", (route) =>
      failure === "network error"
        ? route.abort("connectionfailed")
        : route.fulfill({ status: 500, json: { success: false, error: "Internal server error" } }),
    );
    await openAdminScreen(page, "/admin/dashboard", "Dashboard");
    const sidebar = await openSidebar(page, isMobile);
    await sidebar.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    // Signed out for real: the server ended the session the next time it heard from the browser.
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
  });
}

test("at 375 px the admin menu closes on a click beside it and on Escape", { tag: "@phone" }, async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAdminScreen(page, "/admin/dashboard", "Dashboard");
  const menu = page.getByRole("dialog", { name: "Admin menu" });
  const open = page.getByRole("button", { name: "Open admin menu" });

  await open.click();
  await expect(menu).toBeVisible();
  // A click inside the panel, even on its padding, keeps it open.
  const box = await menu.boundingBox();
  if (!box) throw new Error("the menu has no box");
  await page.mouse.click(box.x + 4, box.y + box.height - 4);
  await expect(menu).toBeVisible();
  await page.mouse.click(box.x + box.width + 20, box.y + box.height / 2);
  await expect(menu).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
});

test("an editor error is cleared by the next save that succeeds", async ({ page, request }, testInfo) => {
  const id = `e2e-stale-${uniqueTag(testInfo)}`;
  await (await adminApi(request)).post("/api/solutions", {
    ...MINIMUM_LISTS,
    id,
    title: "Stale errors",
    pricing: { upfront: "R1" },
  });
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await title.fill("");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("alert")).toHaveText("Title is required");
  await title.fill("Fixed title");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solution saved successfully." })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(title).not.toHaveAttribute("aria-invalid");
});

test("the company details show the server's refusals at their fields and focus the first", async ({
  page,
}) => {
  await openAdminScreen(page, "/admin/settings", "Settings");
  const whatsapp = page.getByRole("textbox", { name: "WhatsApp number" });
  const email = page.getByRole("textbox", { name: "Email" });
  const stored = await email.inputValue();
  await email.fill("not an address");
  await page.getByRole("button", { name: "Save Company Details" }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Email must be a valid email address");
  await expect(whatsapp).not.toHaveAttribute("aria-invalid");
  await email.fill(stored);
  await expect(email).not.toHaveAttribute("aria-invalid");
});
