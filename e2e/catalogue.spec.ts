import { expect, type Page, test } from "@playwright/test";
import { openPage } from "./support";

const tier = (page: Page, name: RegExp | string) =>
  page.getByRole("navigation", { name: "Tier" }).getByRole("link", { name });
const results = (page: Page) =>
  page.getByRole("region", { name: "Solutions" }).getByRole("heading", { level: 3 });

test("the server renders the list filtered by the URL", async ({ request }) => {
  const html = await (await request.get("/solutions?tier=gold")).text();
  expect(html).toContain("Business Process Automation");
  expect(html).not.toContain("WhatsApp &amp; Email Auto-Reply Bot");
});

test("tier, challenge and sector in the URL filter the list; invalid values are ignored", async ({
  page,
  request,
}) => {
  await page.goto("/solutions?tier=bronze&challenge=Inefficiencies");
  const bronze = await results(page).allTextContents();
  expect(bronze.length).toBeGreaterThan(0);
  await expect(tier(page, /Bronze/)).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("link", { name: "Inefficiencies", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await page.goto("/solutions?tier=platinum&challenge=Nonsense&sector=Moon");
  await expect(tier(page, "All Tiers")).toHaveAttribute("aria-current", "true");
  // Every solution: the admin specs that run before this one add their own to the demo's ten.
  const all = (await (await request.get("/api/solutions")).json()) as { count: number };
  await expect(results(page)).toHaveCount(all.count);
  await expect(page.getByRole("tab", { name: "By Challenge" })).toHaveAttribute("aria-selected", "true");
});

test("a sector in the URL opens the By Sector tab", async ({ page }) => {
  await page.goto("/solutions?sector=Retail");
  await expect(page.getByRole("tab", { name: "By Sector" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: "Retail", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("choosing filters rewrites the URL, omitting all", async ({ page }) => {
  await openPage(page, "/solutions");
  await tier(page, /Silver/).click();
  await expect(page).toHaveURL(/\/solutions\?tier=silver$/);
  await page.getByRole("link", { name: "Cash Flow Management", exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=silver&challenge=Cash\+Flow\+Management$/);
  for (const title of await results(page).allTextContents()) expect(title).not.toBe("");
  await tier(page, "All Tiers").click();
  await expect(page).toHaveURL(/\/solutions\?challenge=Cash\+Flow\+Management$/);
});

test("switching tabs resets the other tab's filter", async ({ page }) => {
  await openPage(page, "/solutions?tier=gold&challenge=Inefficiencies");
  await page.getByRole("tab", { name: "By Sector" }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=gold$/);
  await page.getByRole("link", { name: "Business", exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=gold&sector=Business$/);
  await page.getByRole("tab", { name: "By Challenge" }).click();
  await expect(page).toHaveURL(/\/solutions\?tier=gold$/);
  await expect(page.getByRole("tab", { name: "By Challenge" })).toHaveAttribute("aria-selected", "true");
});

test("tabs follow the arrow keys", async ({ page }) => {
  await openPage(page, "/solutions");
  await page.getByRole("tab", { name: "By Challenge" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "By Sector" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "By Sector" })).toHaveAttribute("aria-selected", "true");
});

test("filters with no match show the empty text", async ({ page }) => {
  await page.goto("/solutions?tier=bronze&sector=Logistics");
  await expect(page.getByText("No solutions match the selected filters.")).toBeVisible();
});

test("on a phone, the chosen challenge chip and tier are brought into their sideways-scrolling rows", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  test.skip(!isMobile, "the chip rows wrap on wide screens: every chip is in view");
  await openPage(page, "/solutions");
  const chips = page.getByRole("list", { name: "Challenges" }).getByRole("link");
  const last = (await chips.last().textContent()) ?? "";
  await openPage(page, `/solutions?challenge=${encodeURIComponent(last)}`);
  const row = page.getByRole("list", { name: "Challenges" });
  const chosen = row.getByRole("link", { name: last, exact: true });
  await expect(chosen).toHaveAttribute("aria-current", "true");
  // Within the row's visible box, not 1,400 px to its right.
  await expect
    .poll(async () => {
      const [box, chip] = await Promise.all([row.boundingBox(), chosen.boundingBox()]);
      return !!box && !!chip && chip.x >= box.x && chip.x + chip.width <= box.x + box.width;
    })
    .toBe(true);
  // Likewise the chosen tier.
  await openPage(page, "/solutions?tier=gold");
  const tiers = page.getByRole("navigation", { name: "Tier" });
  const gold = tier(page, /Gold/);
  await expect
    .poll(async () => {
      const [box, chip] = await Promise.all([tiers.getByRole("list").boundingBox(), gold.boundingBox()]);
      return !!box && !!chip && chip.x >= box.x && chip.x + chip.width <= box.x + box.width;
    })
    .toBe(true);
  // The rows say they scroll: a shadow is drawn at their edges.
  expect(await row.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
    "radial-gradient",
  );
});
