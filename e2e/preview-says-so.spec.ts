import { type Browser, expect, type Page, test } from "@playwright/test";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import {
  adminApi,
  expectNoAxeViolations,
  openAdminScreen,
  previewLinkOf,
  setTheme,
  signInAsAdmin,
  uniqueTag,
} from "./admin-support";

// Issue 46 item 3 (decision 0080): a page opened through a preview link says it is one, with
// the link's expiry, and offers no way to enquire about what is not published: with or without
// the scripts, on a phone and on a desktop. "View on site" on a draft opens its preview.

const REASON = "Enquiries and WhatsApp are off in a preview: this page is not published.";

/** A preview link made the way an admin makes it: "View on site" in the editor of a draft. */
async function viewOnSiteOfDraft(browser: Browser, baseURL: string | undefined, id: string) {
  const admin = await browser.newContext({ baseURL });
  try {
    const page = await admin.newPage();
    await signInAsAdmin(page);
    await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
    const link = await previewLinkOf(page, page.getByRole("button", { name: /^View on site/ }));
    return `${link.pathname}${link.search}`;
  } finally {
    await admin.close();
  }
}

/** What every preview shows: the bar, its expiry, and Get Started and WhatsApp turned off. */
async function expectPreviewSaysSo(page: Page) {
  const bar = page.getByRole("region", { name: "Preview" });
  await expect(bar).toContainText("Preview: not published");
  await expect(bar).toContainText(/Link expires \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(SAST\)/);
  await expect(bar).toContainText(REASON);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('a[href*="/go/whatsapp"]')).toHaveCount(0);
  await expect(page.locator('[commandfor="get-started"]')).toHaveCount(0);
  for (const name of ["Get Started", "Chat on WhatsApp"]) {
    const buttons = page.getByRole("button", { name, exact: true });
    for (const button of await buttons.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(REASON);
    }
  }
}

test("@phone a solution's preview says it is one, with its expiry, and its enquiry buttons are off", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const api = await adminApi(request);
  const id = `unpublished-${uniqueTag(testInfo)}`;
  await api.post("/api/solutions", {
    ...MINIMUM_LISTS,
    id,
    title: "Unpublished Helper",
    pricing: { upfront: "R1,000" },
    status: "draft",
  });
  const link = await viewOnSiteOfDraft(browser, baseURL, id);
  expect(link).toMatch(new RegExp(`^/solutions/${id}\\?preview=`));

  // Signed out, as the client the link was sent to.
  const shown = await page.goto(link);
  expect(shown?.headers()["cache-control"]).toContain("no-store");
  expect(shown?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Unpublished Helper" })).toBeVisible();
  await expectPreviewSaysSo(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Get Started", exact: true })).toBeDisabled();
  await expect(main.getByRole("button", { name: "Chat on WhatsApp", exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.screenshot({
      path: testInfo.outputPath(`solution-preview-${theme}.png`),
      animations: "disabled",
    });
  }
  // The bar stays in sight under the nav as the page scrolls.
  await page.getByRole("heading", { name: "Key Features" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: "Preview" })).toBeInViewport();

  // Without the scripts: the bar and the turned-off buttons are in the HTML itself.
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: page.viewportSize() });
  const noScripts = await bare.newPage();
  await noScripts.goto(link);
  await expectPreviewSaysSo(noScripts);
  await bare.close();

  // The live page of a published solution says nothing of the kind.
  await page.goto("/solutions/whatsapp-auto-reply-bot");
  await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Get Started", exact: true })).toBeVisible();
});

test("@phone a page's draft seen through its preview link says so, and its contact form sends nothing", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const contact = await api.get("/api/content/contact");
  const title = `Draft contact words ${uniqueTag(testInfo)}`;
  await api.put("/api/content/contact/draft", { ...contact, hero: { ...contact.hero, title } });
  try {
    const { url } = await api.post("/api/content/contact/draft/preview", {});
    await page.goto(new URL(url).pathname + new URL(url).search);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectPreviewSaysSo(page);
    const send = page.getByRole("button", { name: "Send Message" });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(REASON);
    // The WhatsApp number is there to read, not a link to a chat; the phone number still is.
    await expect(page.getByRole("main").getByRole("link", { name: "+27 10 555 0123" })).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath("contact-preview.png") });
  } finally {
    await api.delete("/api/content/contact/draft");
  }
});
