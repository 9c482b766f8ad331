import { expect, type Page, test } from "@playwright/test";
import { A_SOLUTION_PAGE, PUBLIC_PAGES } from "./support";

// The first paint of a public page needs nothing but its HTML (decision 0022): with every
// request to /assets/ (stylesheets and scripts) refused, each page must look as it does when
// everything loads. Both projects run it, so it holds at desktop and at phone width.
const PAGES = [...PUBLIC_PAGES, A_SOLUTION_PAGE, "/login"];

/** What a visitor sees first: the page's font and colours, the header bar, the main heading and where it sits. */
function firstView(page: Page) {
  return page.evaluate(() => {
    const style = (element: Element | null, ...names: (keyof CSSStyleDeclaration)[]) =>
      element ? Object.fromEntries(names.map((name) => [name, getComputedStyle(element)[name]])) : null;
    const box = (element: Element | null) => {
      if (!element) return null;
      const { x, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), width: Math.round(width), height: Math.round(height) };
    };
    const header = document.querySelector("header");
    const heading = document.querySelector("main h1");
    return {
      body: style(document.body, "fontFamily", "backgroundColor", "color", "margin"),
      header: { style: style(header, "position", "backgroundColor"), box: box(header) },
      heading: { style: style(heading, "fontSize", "fontWeight", "lineHeight"), box: box(heading) },
    };
  });
}

for (const path of PAGES) {
  test(`${path} is styled by its HTML alone`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path, { waitUntil: "load" });
    const styled = await firstView(page);
    // The stylesheet really did style the page: the site's sans-serif font and a bold heading.
    expect(styled.body?.fontFamily).toContain("sans-serif");
    expect(styled.heading.style?.fontWeight).toBe("700");

    await page.route("**/assets/**", (route) => route.abort());
    await page.goto(path, { waitUntil: "load" });
    expect(await firstView(page)).toEqual(styled);
  });
}

// On a slow link the HTML arrives in pieces. The first paint waits until the page's content is
// parsed (decision 0022), so what a visitor came to read is in it: no larger paint follows a
// piece later (on a solution's page its description used to, 100 ms after a header-only paint).
for (const path of PAGES) {
  test(`${path} shows its largest content in its first paint on a slow link`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbps down.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    });
    await page.goto(path, { waitUntil: "load" });
    // The paint may come after `load`: both are read as they are reported.
    const paints = await page.evaluate(() => {
      const reported = (type: string, until: (entries: PerformanceEntry[]) => boolean) =>
        new Promise<PerformanceEntry[]>((resolve) => {
          const seen: PerformanceEntry[] = [];
          new PerformanceObserver((list) => {
            seen.push(...list.getEntries());
            if (until(seen)) resolve(seen);
          }).observe({ type, buffered: true });
        });
      const contentful = (entry: PerformanceEntry) => entry.name === "first-contentful-paint";
      return Promise.all([
        reported("paint", (entries) => entries.some(contentful)),
        reported("largest-contentful-paint", (entries) => entries.length > 0),
      ]).then(([painted, largest]) => ({
        first: painted.find(contentful)?.startTime,
        largest: largest.map((entry) => entry.startTime),
      }));
    });
    expect(paints.first).toBeGreaterThan(0);
    expect(paints.largest.at(-1)).toBe(paints.first);
  });
}
