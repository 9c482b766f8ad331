import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  openAdminScreen,
  previewLinkOf,
  signInAsAdmin,
  uniqueTag,
} from "./admin-support";

// Issue 31, item 2: the home headline is the company's to edit on "Site content". Published, it
// reaches visitors at once (the public cache is emptied), and a restored version takes it back;
// saved as a draft, only its signed preview link shows it until it is published.

const SPEC_HEADLINE = "Unleash Your Business Potential with Intelligent AI Solutions";

/** The home page's headline as a visitor without a session gets it, through the public cache. */
async function visitorHeadline(browser: Browser) {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto("/");
    return await page.getByRole("heading", { level: 1 }).textContent();
  } finally {
    await visitor.close();
  }
}

async function openSiteContent(page: Page) {
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/content", "Site content");
}

/** The published version the screen names ("Version 3."). */
async function publishedVersion(page: Page) {
  return Number((await page.getByText(/Version \d+\./).textContent())?.match(/Version (\d+)/)?.[1]);
}

const headlineField = (page: Page) =>
  page.getByRole("group", { name: "Hero" }).getByRole("textbox", { name: "Headline" });

test("a headline saved on Site content reaches / and a restored version takes it back", async ({
  page,
  browser,
}, testInfo) => {
  // A visitor's visit first, so the page is in the public cache when the save comes.
  expect(await visitorHeadline(browser)).toBe(SPEC_HEADLINE);

  await openSiteContent(page);
  await expect(headlineField(page)).toHaveValue(SPEC_HEADLINE);
  const before = await publishedVersion(page);

  const headline = `AI that pays its way ${uniqueTag(testInfo)}`;
  await headlineField(page).fill(headline);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Home content published." })).toBeVisible();
  expect(await visitorHeadline(browser)).toBe(headline);

  await page.getByRole("button", { name: `Restore version ${before}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Version ${before} restored.` })).toBeVisible();
  await expect(headlineField(page)).toHaveValue(SPEC_HEADLINE);
  expect(await visitorHeadline(browser)).toBe(SPEC_HEADLINE);
});

test("a headline left empty is named at its field, and nothing is published", async ({ page, browser }) => {
  await openSiteContent(page);
  await headlineField(page).fill("");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Headline is required").first()).toBeVisible();
  await expect(headlineField(page)).toBeFocused();
  await expect(headlineField(page)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Undo Changes" }).click();
  await expect(headlineField(page)).toHaveValue(SPEC_HEADLINE);
  expect(await visitorHeadline(browser)).toBe(SPEC_HEADLINE);
});

test("the contact page's words are chosen as a page of their own and reach /contact", async ({
  page,
  browser,
}, testInfo) => {
  await openSiteContent(page);
  await page.getByRole("combobox", { name: "Page", exact: true }).selectOption("contact");
  const title = page.getByRole("group", { name: "Details" }).getByRole("textbox", { name: "Title" });
  await expect(title).toHaveValue("Get in touch");
  const before = await publishedVersion(page);

  const heading = `Reach us ${uniqueTag(testInfo)}`;
  await title.fill(heading);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Contact content published." })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  await expect(visitor.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await visitor.close();

  await page.getByRole("button", { name: `Restore version ${before}` }).click();
  await expect(title).toHaveValue("Get in touch");
});

test("an unsaved edit is offered back after a reload, Ctrl+S keeps it as a draft and the draft can be discarded", async ({
  page,
}, testInfo) => {
  await openSiteContent(page);
  await page.getByRole("combobox", { name: "Page", exact: true }).selectOption("contact");
  const title = page.getByRole("group", { name: "Details" }).getByRole("textbox", { name: "Title" });
  const saved = await title.inputValue();
  const before = await publishedVersion(page);
  const typed = `Talk to us ${uniqueTag(testInfo)}`;
  await title.fill(typed);

  // As after a crash or a closed tab: the form opens as saved, and the edit is offered back.
  await page.reload();
  await page.getByRole("combobox", { name: "Page", exact: true }).selectOption("contact");
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await expect(offer).toBeVisible();
  await expect(title).toHaveValue(saved);
  await offer.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(title).toHaveValue(typed);

  // Ctrl+S keeps it as a draft: nothing is published by a keystroke.
  await title.press("ControlOrMeta+s");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await expect(page.getByText(`Version ${before}.`)).toBeVisible();
  // Saved, so nothing is kept to offer any more; the form opens on the draft.
  await page.reload();
  await page.getByRole("combobox", { name: "Page", exact: true }).selectOption("contact");
  await expect(title).toHaveValue(typed);
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);

  await page.getByRole("region", { name: "Draft" }).getByRole("button", { name: "Discard Draft" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Discard Draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft discarded." })).toBeVisible();
  await expect(title).toHaveValue(saved);
  await expect(page.getByRole("region", { name: "Draft" })).toHaveCount(0);
});

test("a headline saved as a draft shows only through its preview link until it is published", async ({
  page,
  browser,
}, testInfo) => {
  expect(await visitorHeadline(browser)).toBe(SPEC_HEADLINE);
  await openSiteContent(page);
  const before = await publishedVersion(page);
  const headline = `Drafted words ${uniqueTag(testInfo)}`;
  await headlineField(page).fill(headline);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const draft = page.getByRole("region", { name: "Draft" });
  await expect(draft).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`draft-${width}.png`) });
  }
  await expectNoAxeViolations(page);
  expect(await visitorHeadline(browser)).toBe(SPEC_HEADLINE);

  const link = await previewLinkOf(page, draft.getByRole("button", { name: /^Preview/ }));

  // Anyone with the link, signed in or not, sees the page as it will look, kept out of caches
  // and search engines; a forged link shows the published words.
  const visitor = await browser.newPage();
  const shown = await visitor.goto(`${link.pathname}${link.search}`);
  expect(shown?.headers()["cache-control"]).toContain("no-store");
  expect(shown?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(headline);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await visitor.goto(`/?preview=${link.searchParams.get("preview")?.replace(/.$/, "A")}x`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(SPEC_HEADLINE);
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
  await visitor.close();
  expect(await visitorHeadline(browser)).toBe(SPEC_HEADLINE);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Home content published." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Draft" })).toHaveCount(0);
  expect(await visitorHeadline(browser)).toBe(headline);

  await page.getByRole("button", { name: `Restore version ${before}` }).click();
  await expect(headlineField(page)).toHaveValue(SPEC_HEADLINE);
  expect(await visitorHeadline(browser)).toBe(SPEC_HEADLINE);
});

test("a draft published after another admin published merges with their words, asking only for a text both changed", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const visitorHero = async () => {
    const visitor = await browser.newPage();
    await visitor.goto("/contact");
    const title = await visitor.getByRole("heading", { level: 1 }).textContent();
    const text = await visitor.locator("main p").first().textContent();
    await visitor.close();
    return { title, text };
  };
  const openContactWords = async (admin: Page) => {
    await openAdminScreen(admin, "/admin/content", "Site content");
    await admin.getByRole("combobox", { name: "Page", exact: true }).selectOption("contact");
  };
  const heroField = (admin: Page, name: "Title" | "Text") =>
    admin.getByRole("group", { name: "Hero" }).getByRole("textbox", { name, exact: true });
  const published = (admin: Page) =>
    expect(admin.getByRole("status").filter({ hasText: "Contact content published." })).toBeVisible();
  const otherBrowser = await browser.newContext({ baseURL });
  const other = await otherBrowser.newPage();
  await signInAsAdmin(page);
  await signInAsAdmin(other);
  await openContactWords(page);
  const before = await publishedVersion(page);

  for (const round of ["apart", "mine", "theirs"] as const) {
    // The other admin's editor opens before the draft exists, so it publishes straight away:
    // the text in the first round, the title after that.
    await openContactWords(other);
    await heroField(page, "Title").fill(`Drafted ${round} ${tag}`);
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    const theirField = round === "apart" ? "Text" : "Title";
    await heroField(other, theirField).fill(`Published meanwhile ${round} ${tag}`);
    await other.getByRole("button", { name: "Publish" }).click();
    await published(other);

    await page.getByRole("button", { name: "Publish" }).click();
    if (round === "apart") {
      // The draft did not touch the text: their text stays, with the draft's title.
      await published(page);
      expect(await visitorHero()).toEqual({
        title: `Drafted apart ${tag}`,
        text: `Published meanwhile apart ${tag}`,
      });
    } else {
      const panel = page.getByRole("region", {
        name: "Someone else saved the published page while you were editing",
      });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("group")).toHaveCount(1);
      const title = panel.getByRole("group", { name: "Hero · Title" });
      await expect(title).toContainText(`Published meanwhile ${round} ${tag}`);
      await expect(title).toContainText(`Drafted ${round} ${tag}`);
      expect((await visitorHero()).title).toBe(`Published meanwhile ${round} ${tag}`);
      await title
        .getByRole("radio", { name: round === "mine" ? /Keep yours/ : /Keep the stored one/ })
        .check();
      await panel.getByRole("button", { name: "Save with these choices" }).click();
      await published(page);
      expect(await visitorHero()).toEqual({
        title: round === "mine" ? `Drafted mine ${tag}` : `Published meanwhile theirs ${tag}`,
        text: `Published meanwhile apart ${tag}`,
      });
    }
    await expect(page.getByRole("region", { name: "Draft" })).toHaveCount(0);
  }
  await otherBrowser.close();

  await page.getByRole("button", { name: `Restore version ${before}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Version ${before} restored.` })).toBeVisible();
});

// Issue 46 item 4 (decision 0080): two admins publishing the home page's words from editors
// opened on the same version merge text by text; only a text both changed is asked.
test("two admins' words merge: different texts without a prompt, the same text asked and the pick published", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const heroText = (admin: Page) =>
    admin.getByRole("group", { name: "Hero" }).getByRole("textbox", { name: "Text" });
  const published = (admin: Page) =>
    expect(admin.getByRole("status").filter({ hasText: "Home content published." })).toBeVisible();
  const merged = (admin: Page) =>
    expect(
      admin.getByRole("status").filter({ hasText: "Changes another admin saved meanwhile were kept too." }),
    ).toBeVisible();
  const otherBrowser = await browser.newContext({ baseURL });
  const other = await otherBrowser.newPage();
  await signInAsAdmin(other);
  await openSiteContent(page);
  const before = await publishedVersion(page);
  await openAdminScreen(other, "/admin/content", "Site content");

  await headlineField(page).fill(`Sipho's headline ${tag}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await published(page);
  await heroText(other).fill(`Naledi's hero text ${tag}`);
  await other.getByRole("button", { name: "Publish" }).click();
  await merged(other);
  await expect(headlineField(other)).toHaveValue(`Sipho's headline ${tag}`);
  expect(await visitorHeadline(browser)).toBe(`Sipho's headline ${tag}`);

  // Both change the headline: the one who saves second is asked, and their pick is published.
  await page.reload();
  await headlineField(page).fill(`Sipho again ${tag}`);
  await headlineField(other).fill(`Naledi's headline ${tag}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await published(page);
  await other.getByRole("button", { name: "Publish" }).click();
  const panel = other.getByRole("region", { name: "Someone else saved this page while you were editing" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("group")).toHaveCount(1);
  await panel
    .getByRole("group", { name: "Hero · Headline" })
    .getByRole("radio", { name: /Keep yours/ })
    .check();
  await panel.getByRole("button", { name: "Save with these choices" }).click();
  await merged(other);
  expect(await visitorHeadline(browser)).toBe(`Naledi's headline ${tag}`);
  await otherBrowser.close();

  await page.reload();
  await page.getByRole("button", { name: `Restore version ${before}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Version ${before} restored.` })).toBeVisible();
});
