import { expect, type Page, test } from "@playwright/test";
import { adminApi, openAdminScreen, setTheme, signInAsAdmin, solutionOfItsOwn } from "./admin-support";
import { hydrated, openPage } from "./support";

// Headless Chromium names itself in its user agent and is left out as a bot, so the visit is
// made by a plain HTTP client that reads like a phone browser.
const PHONE_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

test(
  "the dashboard charts the visitors and lists the solutions they read, with their enquiries, quotes and deposits",
  { tag: "@phone" },
  async ({ page, playwright, request, baseURL }, testInfo) => {
    const api = await adminApi(request);
    // A demo solution, published: the first in the list may be another test's draft, whose
    // visits are not a solution's (decision 0080).
    const solution = (await api.get("/api/solutions/whatsapp-auto-reply-bot")) as {
      id: string;
      title: string;
    };

    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "user-agent": PHONE_BROWSER },
    });
    expect((await visitor.get(`/solutions/${solution.id}?utm_source=e2e`)).status()).toBe(200);
    const sent = await visitor.post("/api/enquiries", {
      data: {
        name: "Insight Reader",
        email: "reader@example.co.za",
        message: "Interested.",
        solutionId: solution.id,
        utmSource: "e2e",
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    // Quoted, accepted on the buyer's page and its deposit received (decision 0099).
    const contactId = (await sent.json()).data.id as string;
    const quote = await api.post(`/api/contact/${contactId}/quotes`, {});
    await api.post(`/api/quotes/${quote.id}/send`, {});
    const accepted = await visitor.post(new URL(quote.url).pathname, {
      form: { name: "Insight Reader", accept: "yes" },
      headers: { origin: baseURL as string },
      maxRedirects: 0,
    });
    expect(accepted.status()).toBe(303);
    const payment = await api.post("/api/payments", {
      contactId,
      amountCents: quote.depositCents,
      description: "Deposit",
    });
    await api.post(`/api/payments/${payment.id}/received`, {});
    await visitor.dispose();

    await signInAsAdmin(page);
    if (testInfo.project.name === "desktop") await page.setViewportSize({ width: 1280, height: 900 });
    await openAdminScreen(page, "/admin/dashboard", "Dashboard");
    await expect(
      page.getByRole("img", { name: /^Visitors, page views and enquiries per day/ }),
    ).toBeVisible();
    // Its scales and dates stay readable at any width: 12 to 14 px of text, dates as en-ZA writes them.
    const chart = page.locator("figure").filter({ has: page.getByRole("img", { name: /^Visitors/ }) });
    const labelSizes = await chart
      .locator("span:not(:has(*))")
      .evaluateAll((spans) => spans.map((span) => Number.parseFloat(getComputedStyle(span).fontSize)));
    expect(labelSizes.length).toBeGreaterThan(4);
    for (const size of labelSizes) expect(size).toBeGreaterThanOrEqual(12);
    for (const size of labelSizes) expect(size).toBeLessThanOrEqual(14);
    await expect(chart).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    const top = page.getByRole("region", { name: "Top solutions" });
    const row = top.getByRole("row").filter({ hasText: solution.title });
    await expect(row).toBeVisible();
    await expect(row.getByRole("cell").nth(2)).not.toHaveText("0");

    const sold = page
      .getByRole("region", { name: "Sales by solution" })
      .getByRole("row")
      .filter({ hasText: solution.title });
    // Accepted, and a deposit paid: neither count is 0.
    await expect(sold.getByRole("cell").nth(2)).not.toHaveText("0");
    await expect(sold.getByRole("cell").nth(3)).not.toHaveText("0");
    await expect(
      page
        .getByRole("region", { name: "Sales by source" })
        .getByRole("row")
        .filter({ hasText: "e2e (campaign)" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Last 7 days" }).click();
    await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(top.getByRole("row").filter({ hasText: solution.title })).toBeVisible();
    // Nothing on the dashboard may need sideways scrolling of the page.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await page.getByRole("heading", { name: "Insights" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`insights-${theme}.png`), fullPage: true });
      await chart.screenshot({ path: testInfo.outputPath(`insights-chart-${theme}.png`) });
    }
  },
);

test("a solution reached by links in the app counts each time, as a full load of it does once", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  // Its figures are this visitor's alone.
  const { id, title } = await solutionOfItsOwn(api, testInfo, "Counted");
  const figures = async () => {
    const { solutions } = await api.get("/api/admin/insights?days=7");
    return solutions.find((solution: { id: string }) => solution.id === id);
  };
  const onSolution = async (target: Page) => {
    await expect(target).toHaveURL(new RegExp(`/solutions/${id}$`));
    await expect(target.getByRole("heading", { level: 1, name: title })).toBeVisible();
  };
  const card = page.getByRole("link", { name: new RegExp(title) });

  await openPage(page, "/solutions");
  await card.click();
  await onSolution(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/solutions$/);
  await card.click();
  await onSolution(page);
  await page.getByRole("link", { name: "Back to Solutions" }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await card.click();
  await onSolution(page);

  const sent = await page.request.post("/api/enquiries", {
    data: { name: "Link Follower", email: "follower@example.co.za", message: "Interested.", solutionId: id },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  // The insights API counts what was gathered before it answers (decision 0039).
  expect(await figures()).toMatchObject({ views: 3, visitors: 1, enquiries: 1, conversion: 1 });

  // A full load is its HTML alone: the page asks for no data of its own as it starts.
  await page.reload();
  await hydrated(page);
  await onSolution(page);
  expect(await figures()).toMatchObject({ views: 4, visitors: 1, enquiries: 1, conversion: 1 });
});
