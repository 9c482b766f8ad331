import { expect, test } from "@playwright/test";
import { openPage } from "./support";

test("the detail page shows every section in order", async ({ page }) => {
  await page.goto("/solutions/whatsapp-auto-reply-bot");
  await expect(page.getByRole("link", { name: "Back to Solutions" })).toHaveAttribute("href", "/solutions");
  await expect(page.getByText("Bronze Tier")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("WhatsApp & Email Auto-Reply Bot");
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "Overview",
    "Challenges Addressed",
    "Target Sectors",
    "Key Features",
    "How It Works",
    "Implementation Made Easy",
    "Technology Snapshot",
    "Is this the right fit for your business?",
  ]);
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "Explore More Solutions" })).toHaveAttribute(
    "href",
    "/solutions",
  );
  await expect(page.locator("#implementation ~ div").getByText(/^R1\s200$/)).toBeVisible();
});

test("implementation steps open and close on their own", async ({ page }) => {
  await openPage(page, "/solutions/whatsapp-auto-reply-bot");
  const steps = page.locator("#implementation ~ div details");
  await steps.nth(0).locator("summary").click();
  await expect(steps.nth(0)).toHaveAttribute("open", "");
  await steps.nth(1).locator("summary").click();
  await expect(steps.nth(0)).toHaveAttribute("open", "");
  await expect(steps.nth(1)).toHaveAttribute("open", "");
  await steps.nth(0).locator("summary").click();
  await expect(steps.nth(0)).not.toHaveAttribute("open", "");
});

test("the flowchart zoom buttons change the chart transform and reset restores it", async ({ page }) => {
  await openPage(page, "/solutions/whatsapp-auto-reply-bot");
  const content = page.getByTestId("flowchart-content");
  const initial = await content.getAttribute("transform");
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(content).toHaveAttribute("transform", /scale\(1\.1000\)/);
  await page.getByRole("button", { name: "Zoom out" }).click();
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(content).toHaveAttribute("transform", /scale\(0\.9091\)/);
  // Keyboard users reach and press the buttons too.
  await page.getByRole("button", { name: "Reset view" }).focus();
  await page.keyboard.press("Enter");
  await expect(content).toHaveAttribute("transform", initial ?? "");
});

test("the flowchart has a text alternative listing steps and connections", async ({ page }) => {
  await page.goto("/solutions/whatsapp-auto-reply-bot");
  await expect(page.getByText("Customer Message leads to Understand Question")).toBeAttached();
});

test("an unknown solution id redirects to the catalogue", async ({ page }) => {
  await page.goto("/solutions/no-such-solution");
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Solutions Catalogue");
});
