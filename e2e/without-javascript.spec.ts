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
