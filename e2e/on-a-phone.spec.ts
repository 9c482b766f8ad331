import { type CDPSession, expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated, openPage } from "./support";

// Issue 17: the public site on a phone (the phone project, 375 px, touch) and on a desktop.

const DETAIL = "/solutions/whatsapp-auto-reply-bot";
/** A thin space or a no-break space: how en-ZA groups thousands. */
const R1200 = /R1\s200/;

type Point = { x: number; y: number };

/** A touch gesture through the browser's own input pipeline, in ten steps. */
async function touchGesture(cdp: CDPSession, from: Point[], to: Point[]) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: from });
  for (let step = 1; step <= 10; step++) {
    const touchPoints = from.map((start, i) => {
      const end = to[i] ?? start;
      return { x: start.x + ((end.x - start.x) * step) / 10, y: start.y + ((end.y - start.y) * step) / 10 };
    });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Resolves once the page has stopped moving: a swipe leaves a fling that a new touch would stop. */
async function scrollSettled(page: Page) {
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(200);
      return (await page.evaluate(() => window.scrollY)) === before;
    })
    .toBe(true);
}

const scale = async (content: Locator) =>
  Number((await content.getAttribute("transform"))?.match(/scale\(([\d.]+)\)/)?.[1]);

test.describe("the flowchart by touch", () => {
  test.use({ hasTouch: true });

  test("one finger scrolls the page over the chart, two fingers pinch to zoom", async ({ page }) => {
    await openPage(page, DETAIL);
    const chart = page.getByRole("img", { name: /flowchart/ });
    const content = page.getByTestId("flowchart-content");
    await chart.scrollIntoViewIfNeeded();
    const cdp = await page.context().newCDPSession(page);

    const transform = await content.getAttribute("transform");
    // The pinch first: right after a swipe's fling, a new touch may go to stopping the fling.
    const middle = await centreOf(chart);
    await touchGesture(
      cdp,
      [
        { x: middle.x - 30, y: middle.y },
        { x: middle.x + 30, y: middle.y },
      ],
      [
        { x: middle.x - 120, y: middle.y },
        { x: middle.x + 120, y: middle.y },
      ],
    );
    await expect.poll(() => scale(content)).toBeGreaterThan(2);
    await page.getByRole("button", { name: "Reset view" }).tap();
    await expect(content).toHaveAttribute("transform", transform ?? "");

    const before = await page.evaluate(() => window.scrollY);
    const centre = await centreOf(chart);
    await touchGesture(cdp, [centre], [{ x: centre.x, y: centre.y - 200 }]);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
    await expect(content).toHaveAttribute("transform", transform ?? "");

    await scrollSettled(page);
    await page.getByRole("button", { name: "Zoom in" }).tap();
    await expect.poll(() => scale(content)).toBeCloseTo(1.1);
  });
});

test("the flowchart's labels render at 12 px or more", async ({ page }) => {
  await openPage(page, DETAIL);
  const labels = page.getByRole("img", { name: /flowchart/ }).locator("text");
  await expect(labels).toHaveCount(5);
  const sizes = await labels.evaluateAll((texts) =>
    texts.map((text) => {
      const matrix = (text as SVGTextElement).getScreenCTM();
      return (matrix?.a ?? 0) * Number.parseFloat(getComputedStyle(text).fontSize);
    }),
  );
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
});

test("the flowchart's hint fits the device, in the server's HTML", async ({ page }, testInfo) => {
  await page.goto(DETAIL);
  const wheel = page.getByText("Drag to move the chart; use the wheel or the buttons to zoom.");
  const pinch = page.getByText(
    "Pinch with two fingers or use the buttons to zoom; move the chart with two fingers.",
  );
  const touch = testInfo.project.use.hasTouch === true;
  await expect(touch ? pinch : wheel).toBeVisible();
  await expect(touch ? wheel : pinch).toBeHidden();
});

async function firstScreenHolds(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.y + box.height).toBeLessThanOrEqual(height);
}

test("the catalogue shows its first result, the count and the price on the first screen", async ({
  page,
}, testInfo) => {
  await page.goto("/solutions");
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByText(`${count} solutions`, { exact: true })).toBeVisible();
  // On a phone the filters used to fill the first screen and more.
  if (testInfo.project.name === "phone")
    await firstScreenHolds(page, cards.first().getByRole("heading", { level: 3 }));
  const bot = cards.filter({ hasText: "WhatsApp & Email Auto-Reply Bot" });
  await expect(bot.getByText(/^From /)).toHaveText(/^From R1\s200$/);
  for (const card of await cards.all()) await expect(card.getByText(/^From R\d/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an empty catalogue offers to clear the filters", async ({ page }) => {
    await page.goto("/solutions?tier=bronze&sector=Logistics");
    await expect(page.getByText("No solutions match the selected filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByText(/^\d+ solutions$/)).toBeVisible();
  });
});

test("the detail page shows timeline and price beside the title", async ({ page }) => {
  await page.goto(DETAIL);
  const main = page.getByRole("main");
  const timeline = main.getByRole("definition").filter({ hasText: "1-2 weeks" }).first();
  await firstScreenHolds(page, timeline);
  await firstScreenHolds(page, main.getByRole("definition").filter({ hasText: R1200 }).first());
});

test("the AI Basics tabs keep one row that scrolls, and keep their keys", async ({ page }) => {
  await openPage(page, "/ai-basics");
  const tabs = page.getByRole("tablist", { name: "AI basics topics" }).getByRole("tab");
  await expect(tabs).toHaveCount(5);
  const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await tabs.first().focus();
  await page.keyboard.press("End");
  const last = page.getByRole("tab", { name: "Getting Started" });
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute("aria-selected", "true");
  await expect(last).toBeInViewport({ ratio: 1 });
});

test("the footer sits at the bottom of the viewport on a short page", async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 375, height: 2400 });
  await page.goto("/solutions?tier=bronze&sector=Logistics");
  const footer = await page.getByRole("contentinfo").boundingBox();
  expect(footer && Math.round(footer.y + footer.height)).toBe(2400);
});

test("the home page's cards are links: hurdles to their challenge, solutions to the catalogue", async ({
  page,
}) => {
  await openPage(page, "/");
  const hurdles = page.getByRole("region", { name: "Are You Facing These SMME Hurdles?" }).getByRole("link");
  const expected = {
    "Limited Market Reach": "Limited+Market+Reach",
    "High Operating Costs": "High+Operating+Costs",
    "Skilled Labour Shortage": "Lack+of+Skilled+Labor",
    "Ineffective Cash Flow": "Cash+Flow+Management",
    "Insufficient Marketing": "Insufficient+Marketing+Skills",
  };
  await expect(hurdles).toHaveCount(5);
  for (const [title, challenge] of Object.entries(expected)) {
    await expect(hurdles.filter({ hasText: title })).toHaveAttribute(
      "href",
      `/solutions?challenge=${challenge}`,
    );
  }
  const services = page.getByRole("region", { name: "Our AI Solutions" }).getByRole("listitem");
  await expect(services).toHaveCount(6);
  for (const card of await services.all()) {
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAttribute("href", "/solutions");
  }

  // Reached with the keyboard, with a visible focus ring, and followed with Enter.
  const first = hurdles.first();
  await first.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  expect(await first.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe("solid");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/solutions\?challenge=Limited\+Market\+Reach$/);
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Limited Market Reach", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("every accordion has the same look: a chevron instead of the browser's triangle", async ({ page }) => {
  for (const [path, count] of [
    ["/ai-basics", 13],
    [DETAIL, 1],
  ] as const) {
    await page.goto(path);
    const summaries = page.locator("details > summary");
    expect(await summaries.count()).toBeGreaterThanOrEqual(count);
    const looks = await summaries.evaluateAll((all) =>
      all.map((summary) => ({
        display: getComputedStyle(summary).display,
        chevron: summary.querySelectorAll(":scope > svg").length,
        className: summary.className,
      })),
    );
    const first = looks[0];
    for (const look of looks) {
      expect(look.display).toBe("flex");
      expect(look.chevron).toBe(1);
      expect(look.className).toBe(first?.className);
    }
  }
});
