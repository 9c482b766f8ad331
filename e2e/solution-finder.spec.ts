import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support";

// "Describe your problem" (issue 51, decision 0085): a visitor's own words on the home page lead
// to the solutions that fit, with why, and to an enquiry that starts with those words. The box is
// a plain GET form, so all of it works without JavaScript too.

const WORDS = "my bookkeeper keeps losing the till slips";
const NOTHING_FITS = "I need a plumber for my geyser";

async function describe(page: Page, words: string) {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Describe your business problem" }).fill(words);
  await page.getByRole("button", { name: "Find solutions" }).click();
  await expect(page).toHaveURL(/\/solutions\/match\?q=/);
}

/**
 * From the home page to the best solution's "Ask about this", and what the contact form then
 * holds; `scripts`: the contact page is edited once React has taken it over (words typed before
 * that are another test's: e2e/typed-before-scripts.spec.ts).
 */
async function describeAndAsk(page: Page, { scripts }: { scripts: boolean }) {
  await describe(page, WORDS);
  const results = page.getByRole("region", { name: "Solutions that fit" });
  const fits = results.getByRole("listitem");
  // At most the best 3, each with a reason in the visitor's words.
  expect(await fits.count()).toBeGreaterThan(0);
  expect(await fits.count()).toBeLessThanOrEqual(3);
  const best = fits.first();
  await expect(best.getByRole("heading", { level: 3 })).toHaveText(/OCR Receipt Capture/);
  await expect(best.getByText(/^You mentioned .*“till slips”/)).toBeVisible();
  await expect(best.getByRole("link", { name: "See how it works" })).toHaveAttribute(
    "href",
    "/solutions/ocr-receipt-capture",
  );

  await best.getByRole("link", { name: "Ask about this" }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByText("Your message is about")).toContainText(/OCR Receipt Capture/);
  const message = form.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveValue(new RegExp(WORDS));
  if (scripts) await hydrated(page);
  // The visitor may still edit the words before sending.
  await message.fill(`${WORDS}, about 200 a month`);
  await expect(message).toHaveValue(`${WORDS}, about 200 a month`);
}

/** A description nothing fits: said so, with the contact form and WhatsApp offered instead. */
async function describeWhatNothingFits(page: Page) {
  await describe(page, NOTHING_FITS);
  await expect(page.getByRole("heading", { name: "Nothing in our catalogue fits that well" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Solutions that fit" })).toHaveCount(0);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    "/go/whatsapp?from=%2Fsolutions%2Fmatch",
  );
  await main.getByRole("link", { name: "Send us a message" }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(new RegExp(NOTHING_FITS));
}

test("a description on the home page finds the solutions that fit, and Ask about this starts the enquiry @phone", async ({
  page,
}) => {
  await describeAndAsk(page, { scripts: true });
});

test("a description nothing fits says so and offers the contact form and WhatsApp @phone", async ({
  page,
}) => {
  await describeWhatNothingFits(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the box, the solutions that fit and Ask about this work as plain links and forms", async ({
    page,
  }) => {
    await describeAndAsk(page, { scripts: false });
  });

  test("a description nothing fits says so with the contact form and WhatsApp", async ({ page }) => {
    await describeWhatNothingFits(page);
  });
});
