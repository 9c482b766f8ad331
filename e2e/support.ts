import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it (root.tsx sets data-hydrated). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

/** The settings endpoint is not built yet in this branch; tests that are not about the video stub it. */
export async function stubNoVideo(page: Page) {
  await page.route("**/api/settings", (route) =>
    route.fulfill({ json: { success: true, data: {} }, contentType: "application/json" }),
  );
}

/** Opens the Get Started dialog from the nav bar, or from the menu on small screens. Returns the opener. */
export async function openGetStarted(page: Page) {
  const navButton = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Get Started" });
  if (await navButton.isVisible()) {
    await navButton.click();
    return navButton;
  }
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Get Started" }).click();
  return page.getByRole("button", { name: "Open menu" });
}
