import { expect, type Page, test } from "@playwright/test";
import { adminRequest, openPage, uploadSolutionPhoto } from "./support";

// Issue 17: the public site on a patchy phone connection. Page data that fails or comes late
// during in-site navigation, and media that fails before the page's script runs.

const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true });
const tier = (page: Page, name: RegExp | string) =>
  page.getByRole("navigation", { name: "Tier" }).getByRole("link", { name });

// A held answer may still be on its way when a test ends (the page moved on without it): it
// must not fail the next test.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

/** Holds every page-data answer back for `ms`, as a slow mobile link would. */
async function delayPageData(page: Page, ms: number) {
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("a failed page-data request shows the error view inside the site, and Try again recovers", async ({
  page,
}) => {
  await openPage(page, "/");
  await page.route("**/contact.data*", (route) => route.abort("internetdisconnected"), { times: 1 });
  await footerLink(page, "Contact").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
});

test("a proxy's 500 for page data is no bare error page either", async ({ page }) => {
  await openPage(page, "/contact");
  await page.route(
    "**/login.data*",
    (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "upstream failed" }),
    { times: 1 },
  );
  await footerLink(page, "Admin Login").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByText("500 Internal Server Error")).toHaveCount(0);
});

test("a failed catalogue list during a filter change shows the empty list, with the filters kept", async ({
  page,
}) => {
  await openPage(page, "/solutions");
  await page.route("**/solutions.data*", (route) => route.abort("internetdisconnected"), { times: 1 });
  await tier(page, /Silver/).click();
  await expect(page).toHaveURL(/\/solutions\?tier=silver$/);
  await expect(page.getByText("No solutions match the selected filters.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cash Flow Management", exact: true })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  // The connection is back: the next change shows solutions again.
  await tier(page, /Gold/).click();
  await expect(
    page.getByRole("region", { name: "Solutions" }).getByRole("heading", { level: 3 }),
  ).not.toHaveCount(0);
});

test("a failed solution load during navigation goes back to the catalogue", async ({ page }) => {
  // With a filter, so that the catalogue it goes back to (unfiltered) is a new address.
  await openPage(page, "/solutions?tier=bronze");
  await page.route("**/solutions/whatsapp-auto-reply-bot.data*", (route) =>
    route.abort("internetdisconnected"),
  );
  await page.getByRole("link", { name: /WhatsApp & Email Auto-Reply Bot/ }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Solutions Catalogue");
});

test("slow page data shows a progress bar that moves nothing on the page", async ({ page }) => {
  await openPage(page, "/");
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.boundingBox();
  await delayPageData(page, 2500);
  await footerLink(page, "Contact").click();
  const progress = page.getByRole("progressbar", { name: "Loading page" });
  await expect(progress).toBeVisible();
  await expect(page.locator("#main")).toHaveAttribute("aria-busy", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await heading.boundingBox()).toEqual(before);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(progress).toHaveCount(0);
  await expect(page.locator("#main")).not.toHaveAttribute("aria-busy", "true");
});

test("filter changes show one spinner, for the solutions only", async ({ page }) => {
  await openPage(page, "/solutions");
  await delayPageData(page, 2500);
  // Anything that shows up at any moment, however briefly.
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.add("progress bar");
      if (document.body.innerText.includes("Loading Filters...")) seen.add("Loading Filters...");
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const solutionsSpinner = page.getByText("Loading Solutions...");
  await tier(page, /Silver/).click();
  await expect(solutionsSpinner).toBeVisible();
  await expect(page).toHaveURL(/tier=silver/);
  await expect(solutionsSpinner).toHaveCount(0);
  await page.getByRole("link", { name: "Cash Flow Management", exact: true }).click();
  await expect(solutionsSpinner).toBeVisible();
  await expect(page).toHaveURL(/challenge=Cash/);
  await expect(solutionsSpinner).toHaveCount(0);
  expect(await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen])).toEqual([]);
});

test("a solution's picture that fails before the page's script runs is hidden", async ({ page }) => {
  const admin = await adminRequest(page);
  const id = "cash-flow-forecasting";
  await uploadSolutionPhoto(admin, id, 1200, 800);
  try {
    // Tall enough that the lazily loaded picture is requested at once, at either width.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 375, height: 3000 });
    await page.route("**/uploads/**", (route) => route.fulfill({ status: 404, body: "" }));
    const pictureFailed = page.waitForResponse((response) => response.url().includes("/uploads/"));
    // The scripts arrive only after the picture has failed, as on a slow link.
    await page.route("**/assets/**", async (route) => {
      await pictureFailed;
      await route.continue();
    });
    await openPage(page, `/solutions/${id}`);
    await expect(page.getByRole("img", { name: /in use$/ })).toBeHidden();
  } finally {
    await admin.delete(`/api/solutions/${id}/media`);
  }
});
