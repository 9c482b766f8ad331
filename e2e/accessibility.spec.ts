import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES = [
  "/",
  "/solutions",
  "/solutions?sector=Retail",
  "/solutions/whatsapp-auto-reply-bot",
  "/ai-basics",
  "/contact",
  "/privacy",
  "/terms",
  "/login",
  "/reset-password/some-token",
];

for (const colorScheme of ["light", "dark"] as const) {
  for (const path of PAGES) {
    test(`axe finds no violations on ${path} (${colorScheme})`, async ({ page }) => {
      // Reduced motion: no fade-in mid-check, so contrast is measured on the final colours.
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*dark)/);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual(
        [],
      );
    });
  }
}
