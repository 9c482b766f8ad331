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
