import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import { adminApi, expectNoAxeViolations, uniqueTag } from "./admin-support";

// Issue 49 item 3 (decision 0091): the buyer opens their quote's link on a phone or a desktop,
// reads it, and accepts or declines it with plain forms, with or without JavaScript.

/** A quote made and sent the way the desk does it, from a logged enquiry about a solution of its own. */
async function sentQuote(request: Parameters<typeof adminApi>[0], testInfo: TestInfo) {
  const api = await adminApi(request);
  const tag = uniqueTag(testInfo);
  await api.post("/api/solutions", {
    ...MINIMUM_LISTS,
    id: `quoted-${tag}`,
    title: `Kletsbot ${tag}`,
    tier: "silver",
    pricing: { upfront: "R4,500", monthly: "R800 / month" },
  });
  const enquiry = await api.post("/api/contact/conversations", {
    name: `Anel Koöperasie ${tag}`,
    email: `anel-${tag}@example.co.za`,
    message: "Stuur asseblief 'n kwotasie.",
    channel: "email",
    solutionId: `quoted-${tag}`,
  });
  const quote = await api.post(`/api/contact/${enquiry.id}/quotes`, {});
  await api.post(`/api/quotes/${quote.id}/send`, {});
  return { api, quote, path: new URL(quote.url).pathname, buyer: enquiry.name as string };
}

async function expectQuotation(page: Page, number: string, buyer: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Quotation" })).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expect(page.getByText(buyer)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // Read on a 375 px phone without scrolling sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test(
  "the buyer reads the quote and accepts it by name and tick",
  { tag: "@phone" },
  async ({ page, request }, testInfo) => {
    const { api, quote, path, buyer } = await sentQuote(request, testInfo);
    const response = await page.goto(path);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expectQuotation(page, quote.number, buyer);
    await expect(page.getByRole("row", { name: /Total R/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Accept quote" }).click();
    // The browser's own check asks for the name first; nothing was sent.
    expect((await api.get(`/api/quotes/${quote.id}`)).status).toBe("viewed");
    await page.getByLabel("Your full name").fill("Anel van der Merwe");
    await page.getByLabel("I accept this quote and its terms").check();
    await page.getByRole("button", { name: "Accept quote" }).click();
    await expect(page.getByRole("status")).toContainText("Accepted by Anel van der Merwe on");
    await expect(page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
    const accepted = await api.get(`/api/quotes/${quote.id}`);
    expect(accepted).toMatchObject({ status: "accepted", acceptance: { name: "Anel van der Merwe" } });
    expect(accepted.acceptance.sha256).toMatch(/^[0-9a-f]{64}$/);
  },
);

test(
  "on a device set to dark, the quote and its answer read light on dark",
  { tag: "@phone" },
  async ({ page, request }, testInfo) => {
    const { quote, path, buyer } = await sentQuote(request, testInfo);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(path);
    await expectQuotation(page, quote.number, buyer);
    const sheet = page.locator(".sheet").first();
    await expect(sheet).toHaveCSS("background-color", "rgb(30, 41, 59)");
    await expectNoAxeViolations(page);
    await page.getByLabel("Your full name").fill("Anel van der Merwe");
    await page.getByLabel("I accept this quote and its terms").check();
    await page.getByRole("button", { name: "Accept quote" }).click();
    await expect(page.getByRole("status")).toContainText("Accepted by Anel van der Merwe on");
    await expectNoAxeViolations(page);
    // Printed, it is the white page it always was.
    await page.emulateMedia({ media: "print", colorScheme: "dark" });
    await expect(sheet).toHaveCSS("background-color", "rgb(255, 255, 255)");
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the buyer declines with a reason", { tag: "@phone" }, async ({ page, request }, testInfo) => {
    const { api, quote, path, buyer } = await sentQuote(request, testInfo);
    await page.goto(path);
    await expectQuotation(page, quote.number, buyer);
    await page.getByText("Decline", { exact: true }).click();
    await page.getByLabel("Why? (optional)").fill("Ons begroting is vanjaar op.");
    await page.getByRole("button", { name: "Decline quote" }).click();
    await expect(page.getByRole("status")).toContainText("You declined this quote");
    expect(await api.get(`/api/quotes/${quote.id}`)).toMatchObject({
      status: "declined",
      declineReason: "Ons begroting is vanjaar op.",
    });
  });
});

test("a link that is not ours shows a plain page", { tag: "@phone" }, async ({ page }) => {
  const response = await page.goto(
    "/q/00000000-0000-4000-8000-000000000000~1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  );
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link does not open a quote" }),
  ).toBeVisible();
});
