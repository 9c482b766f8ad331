import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { adminApi, E2E_ADMIN_PROOF, setTheme, solutionOfItsOwn } from "./admin-support";
import { hydrated, openGetStarted } from "./support";

// "Chat on WhatsApp" (issue 35): a plain link on solution pages, /contact and the footer,
// through /go/whatsapp, which counts the click and opens wa.me with a message naming the page.

// Headless Chromium names itself in its user agent and is not counted, as bots are not.
const PHONE_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** A visitor's browser, with or without JavaScript, that never leaves for the real wa.me. */
async function visitor(browser: Browser, javaScriptEnabled: boolean, testInfo: TestInfo) {
  const { viewport } = testInfo.project.use;
  const context = await browser.newContext({ userAgent: PHONE_BROWSER, javaScriptEnabled, viewport });
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title><p>WhatsApp</p>" }),
  );
  return context;
}

/** Follows a WhatsApp link (it opens a tab) and answers the wa.me address it arrived at. */
async function follow(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [chat] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const arrived = new URL(chat.url());
  await chat.close();
  return arrived;
}

for (const javaScriptEnabled of [true, false]) {
  test(`a solution page, /contact and the footer start a WhatsApp chat naming the page, counted per solution (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    request,
  }, testInfo) => {
    const api = await adminApi(request);
    const solution = await solutionOfItsOwn(api, testInfo, `Chat${javaScriptEnabled ? "js" : "html"}`);
    const { whatsapp } = await api.get("/api/settings/company");
    const number = whatsapp.replace(/\D/g, "");
    const context = await visitor(browser, javaScriptEnabled, testInfo);
    const page = await context.newPage();

    await page.goto(`/solutions/${solution.id}`);
    // The page's address as the site names it (PUBLIC_URL), which the message quotes.
    const canonical = async () => page.locator('link[rel="canonical"]').getAttribute("href");
    const solutionUrl = await canonical();
    const onSolution = page.getByRole("main").getByRole("link", { name: "Chat on WhatsApp" });
    await expect(onSolution).toHaveAttribute("href", `/go/whatsapp?from=%2Fsolutions%2F${solution.id}`);
    await expect(onSolution).toBeVisible();
    if (javaScriptEnabled) {
      for (const theme of ["light", "dark"] as const) {
        await setTheme(page, theme);
        await page.screenshot({ path: testInfo.outputPath(`solution-${theme}.png`) });
      }
    }
    const chat = await follow(page, onSolution);
    expect(chat.pathname).toBe(`/${number}`);
    expect(chat.searchParams.get("text")).toBe(`Hi, I'm interested in ${solution.title}: ${solutionUrl}`);

    const inFooter = page.getByRole("contentinfo").getByRole("link", { name: /WhatsApp/ });
    expect((await follow(page, inFooter)).searchParams.get("text")).toContain(`/solutions/${solution.id}`);

    if (javaScriptEnabled) {
      // The Get Started dialog has it on a line below its three choices.
      await hydrated(page);
      await openGetStarted(page);
      const inDialog = page.getByRole("dialog").getByRole("link", { name: "Chat on WhatsApp" });
      expect((await follow(page, inDialog)).searchParams.get("text")).toBe(
        `Hi, I'm interested in ${solution.title}: ${solutionUrl}`,
      );
      await page.keyboard.press("Escape");
    }

    await page.goto("/contact");
    // Listed as "WhatsApp: {number}", beside the phone, which may be the same number.
    const onContact = page.getByRole("main").locator('a[href^="/go/whatsapp"]');
    await expect(onContact).toHaveText(whatsapp);
    expect((await follow(page, onContact)).searchParams.get("text")).toBe(
      `Hi, I'm interested in your AI solutions: ${await canonical()}`,
    );
    await page.screenshot({ path: testInfo.outputPath("contact.png"), fullPage: true });
    await context.close();

    // Counted within the insights' flush interval, beside the solution's enquiries: once, though
    // the visitor clicked on its page two or three times (the button, the footer, and the dialog
    // where scripts run), as a page view counts once a visitor a day (decision 0071).
    await expect
      .poll(
        async () => {
          const { solutions } = await api.get("/api/admin/insights?days=7");
          return solutions.find((row: { id: string }) => row.id === solution.id)?.whatsapp;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  });
}

test("without a WhatsApp number no WhatsApp button shows anywhere", async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "a site-wide setting, changed by the desktop run alone");
  const api = await adminApi(request);
  const details = await api.get("/api/settings/company");
  await api.put("/api/settings/company", { ...details, whatsapp: "", ...E2E_ADMIN_PROOF });
  try {
    const context = await visitor(browser, true, testInfo);
    const page = await context.newPage();
    for (const path of ["/solutions/whatsapp-auto-reply-bot", "/contact"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator('a[href^="/go/whatsapp"], a[href^="https://wa.me"]')).toHaveCount(0);
    }
    await context.close();
  } finally {
    await api.put("/api/settings/company", { ...details, ...E2E_ADMIN_PROOF });
  }
});
