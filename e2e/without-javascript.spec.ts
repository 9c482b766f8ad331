import { expect, test } from "@playwright/test";

// Visitors on slow connections may use the page before (or without) JavaScript.
test.use({ javaScriptEnabled: false });

test("catalogue filters work as plain links, and both filter lists are shown", async ({ page }) => {
  await page.goto("/solutions");
  await expect(page.getByRole("link", { name: "Retail", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Inefficiencies", exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Tier" }).getByRole("link", { name: /Gold/ }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=gold$/);
  await page.getByRole("link", { name: "Manufacturing", exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=gold&sector=Manufacturing$/);
  const titles = await page
    .getByRole("region", { name: "Solutions" })
    .getByRole("heading", { level: 3 })
    .allTextContents();
  expect(titles.length).toBeGreaterThan(0);
});

test("AI Basics shows every topic without JavaScript", async ({ page }) => {
  await page.goto("/ai-basics");
  await expect(page.getByText("Pick one painful task")).toBeVisible();
  await expect(page.getByText("Save time on admin")).toBeVisible();
});

test("Get Started leads to the contact page, with the ways to reach us", async ({ page }) => {
  await page.goto("/solutions");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/contact\??$/);
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
});

test("on a small screen the menu is shown open, and the page starts below it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  for (const name of ["Home", "AI Solutions", "AI Basics", "Contact"]) {
    await expect(nav.locator("#mobile-menu").getByRole("link", { name, exact: true })).toBeVisible();
  }
  const menuBottom = await nav
    .locator("#mobile-menu")
    .evaluate((menu) => menu.getBoundingClientRect().bottom);
  const headingTop = await page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => heading.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(menuBottom);
  await nav.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/contact\??$/);
});

test("the theme toggle, which needs JavaScript, is not shown", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Toggle dark mode" })).toHaveCount(0);
});
