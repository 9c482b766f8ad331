import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { A_SOLUTION_PAGE, openGetStarted, openPage, PUBLIC_PAGES, SIGN_IN_PAGES } from "./support";

const PAGES = [...PUBLIC_PAGES, "/solutions?sector=Retail", A_SOLUTION_PAGE, ...SIGN_IN_PAGES];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`);
}

for (const colorScheme of ["light", "dark"] as const) {
  for (const path of PAGES) {
    test(`axe finds no violations on ${path} (${colorScheme})`, async ({ page }) => {
      // Reduced motion: no fade-in mid-check, so contrast is measured on the final colours.
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await openPage(page, path);
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*dark)/);
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`axe finds no violations in the Get Started form (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await openPage(page, "/");
    await openGetStarted(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: /Request Custom Solution/ }).click();
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
