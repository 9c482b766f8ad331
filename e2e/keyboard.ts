import { expect, type Locator, type Page } from "@playwright/test";

// Keyboard-only steps for the admin walkthrough: nothing here clicks.

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, proving it is reachable in the
 * tab order; fails when it is not within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** The focused element shows a focus ring a sighted keyboard user can follow. */
export async function expectFocusRing(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThan(0);
}

/** Tab and Shift+Tab, pressed more often than there are controls, never take focus out of `dialog`. */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const controls = await dialog.locator("a[href], button, input, select, textarea").count();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press <= controls; press++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  }
}
