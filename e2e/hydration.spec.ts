import { expect, type Page, test } from "@playwright/test";
import { openAdminScreen, signInAsAdmin } from "./admin-support";
import { hydrated, openPage, PUBLIC_PAGES, SIGN_IN_PAGES } from "./support";

// A hydration mismatch (dates, theme, random ids) shows up as a console error or warning.
const PAGES = [
  ...PUBLIC_PAGES.filter((path) => path !== "/"),
  "/solutions?tier=silver&sector=Retail",
  "/solutions/ocr-receipt-capture",
  ...SIGN_IN_PAGES,
];

/** The console's errors and warnings, and uncaught errors, from now on. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

for (const path of PAGES) {
  test(`${path} hydrates without console errors or warnings`, async ({ page }) => {
    const problems = consoleProblems(page);
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

// A page's first Intl object (a number or date format, a collator) loads the browser's locale
// data: a task of 100 to 300 ms with the CPU slowed 4x, while the page hydrates. Public pages
// write prices and dates out themselves (format-price.ts, legal-page.tsx).
test("the public pages hydrate without loading the browser's locale data", async ({ page }) => {
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { localeDataUsedBy: string[] }).localeDataUsedBy = used;
    const watch = <T extends object>(owner: T, key: keyof T & string, name: string) => {
      const original = owner[key] as (...args: unknown[]) => unknown;
      Object.defineProperty(owner, key, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          apply: (target, self, args) => {
            used.push(name);
            return Reflect.apply(target, self, args);
          },
          construct: (target, args, newTarget) => {
            used.push(name);
            return Reflect.construct(target, args, newTarget);
          },
        }),
      });
    };
    for (const name of Object.getOwnPropertyNames(Intl)) {
      if (/^[A-Z]/.test(name)) watch(Intl, name as keyof typeof Intl, `Intl.${name}`);
    }
    for (const key of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"] as const) {
      watch(Date.prototype, key, `Date.${key}`);
    }
    watch(Number.prototype, "toLocaleString", "Number.toLocaleString");
    watch(String.prototype, "localeCompare", "String.localeCompare");
  });
  for (const path of PAGES) {
    await openPage(page, path);
    expect(
      await page.evaluate(() => (window as unknown as { localeDataUsedBy: string[] }).localeDataUsedBy),
      path,
    ).toEqual([]);
  }
});

// The admin area's pages have no site footer, which public pages ask the first paint to wait for.
test("an admin page loads without console errors or warnings", async ({ page }) => {
  await signInAsAdmin(page);
  const problems = consoleProblems(page);
  await openAdminScreen(page, "/admin/dashboard", "Dashboard");
  await hydrated(page);
  expect(problems).toEqual([]);
});

test("client-side navigation between pages keeps one main heading and updates the title", async ({
  page,
}) => {
  await openPage(page, "/");
  const navLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AI Basics" });
  if (await navLink.isVisible()) {
    await navLink.click();
  } else {
    // On phones the nav links live in the menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "AI Basics" }).click();
  }
  await expect(page).toHaveURL(/\/ai-basics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Basics for Small Business");
  await expect(page).toHaveTitle(/AI Basics for Small Business/);
});

// Chromium starts a preload's fetch as its link goes in, at up to several milliseconds a link on
// a slow phone: the page's 30-odd preloads go in one to a task, so a tap waits behind none of
// it. A hidden tab, where nobody taps, takes them all at once.
for (const hidden of [false, true]) {
  test(`the scripts' preloads go in ${hidden ? "at once in a hidden tab" : "one at a time"}, and the page still hydrates`, async ({
    page,
  }) => {
    await page.addInitScript((hiddenTab) => {
      if (hiddenTab) Object.defineProperty(document, "hidden", { get: () => true });
      const batches: number[] = [];
      Object.assign(window, { preloadBatches: batches });
      // A mutation observer's records arrive at the end of the task that made them.
      new MutationObserver((records) => {
        const links = records.flatMap((record) => [...record.addedNodes]);
        const preloads = links.filter(
          (node) => node instanceof HTMLLinkElement && node.rel === "modulepreload",
        );
        if (preloads.length > 0) batches.push(preloads.length);
      }).observe(document, { childList: true, subtree: true });
    }, hidden);
    await openPage(page, "/solutions/ocr-receipt-capture");
    const batches = await page.evaluate(
      () => (window as unknown as { preloadBatches: number[] }).preloadBatches,
    );
    const preloads = batches.reduce((sum, size) => sum + size, 0);
    expect(preloads).toBeGreaterThan(10);
    expect(Math.max(...batches)).toBe(hidden ? preloads : 1);
  });
}
