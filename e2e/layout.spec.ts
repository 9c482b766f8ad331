import { expect, test } from "@playwright/test";
import { openPage, switchToDark } from "./support";

test("the theme toggle switches theme and the choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openPage(page, "/");
  const toggle = await switchToDark(page);
  const html = page.locator("html");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => document.cookie)).toContain("theme=dark");
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Toggle dark mode" }).first().click();
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test("the system preference applies when no choice is stored", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("the mobile menu opens, lists the links and closes when a link is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  for (const name of ["Home", "AI Solutions", "AI Basics", "Contact", "Get Started"]) {
    await expect(
      menu.getByRole(name === "Get Started" ? "button" : "link", { name, exact: true }),
    ).toBeVisible();
  }
  await menu.getByRole("link", { name: "AI Basics" }).click();
  await expect(page).toHaveURL(/\/ai-basics$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test("the nav bar turns translucent after scrolling", async ({ page }) => {
  await openPage(page, "/");
  const header = page.locator("header").first();
  await expect(header).not.toHaveClass(/backdrop-blur/);
  await page.mouse.wheel(0, 400);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveClass(/backdrop-blur/);
});

test("the footer links to challenges, legal pages and the admin login", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Solutions for Market Reach" })).toHaveAttribute(
    "href",
    "/solutions?challenge=Limited%20Market%20Reach",
  );
  await expect(footer.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/login");
  await expect(footer.getByRole("link", { name: /on LinkedIn/ })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} AI Solutions (Pty) Ltd`);
  await expect(footer).toContainText("Empowering businesses with cutting-edge AI solutions.");
});

test("a new path scrolls to the top; a filter change keeps the position", async ({ page }) => {
  await openPage(page, "/solutions");
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.getByRole("tab", { name: "By Sector" }).click();
  await page.getByRole("link", { name: "Retail", exact: true }).click();
  await expect(page).toHaveURL(/sector=Retail/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("Escape closes the mobile menu and gives focus back to the menu button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await menu.getByRole("link", { name: "AI Basics" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});
