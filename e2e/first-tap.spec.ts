import { expect, type Page, test } from "@playwright/test";
import { holdBackScripts, hydrated, openBeforeScripts, switchToDark } from "./support";

// Issue 33, item 1: every control a visitor can tap on a public page works from the HTML alone,
// before the page's scripts have run, and hydration takes over without undoing what was done.

test.use({ viewport: { width: 375, height: 812 } });

/** Hydration problems React reports, and uncaught errors. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("the menu opens 100 ms after first paint, before the scripts, and stays open once they run", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await holdBackScripts(page);
  await openBeforeScripts(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "AI Basics" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();

  release();
  await hydrated(page);
  await expect(menu.getByRole("link", { name: "AI Basics" })).toBeVisible();
  // React now runs the menu: a link in it navigates in place and closes it.
  await menu.getByRole("link", { name: "AI Basics" }).click();
  await expect(page).toHaveURL(/\/ai-basics$/);
  await expect(menu).toBeHidden();
  expect(errors).toEqual([]);
});

test("Get Started shows its three choices before the scripts, and the same dialog goes on after", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await holdBackScripts(page);
  await openBeforeScripts(page, "/solutions");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog", { name: "How would you like to begin?" });
  for (const name of [/Learn AI Basics/, /Explore AI Solutions/, /Request Custom Solution/]) {
    await expect(dialog.getByRole("link", { name })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/solutions$/);

  release();
  await hydrated(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: /Request Custom Solution/ }).click();
  await expect(page.getByRole("dialog", { name: "Tell us what you need" })).toBeVisible();
  await expect(page).toHaveURL(/\/solutions$/);
  expect(errors).toEqual([]);
});

test("the theme toggle works before the scripts, and the page stays the same for everyone", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await holdBackScripts(page);
  await openBeforeScripts(page, "/ai-basics");
  await switchToDark(page);
  await expect(page).toHaveURL(/\/ai-basics$/);
  await expect(page.getByRole("button", { name: "Toggle dark mode" }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The choice is the visitor's cookie, applied before paint; the HTML carries no theme.
  const served = await page.request.get("/ai-basics");
  expect(await served.text()).not.toMatch(/<html[^>]*class="[^"]*dark/);
});
