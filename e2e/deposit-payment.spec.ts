import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { PAYFAST_ACCOUNT, startPayfastSimulator } from "../tests/simulators/payfast-simulator";
import { quotableSolution } from "../tests/support/solution-lists";
import {
  adminApi,
  E2E_ADMIN_PROOF,
  expectNoAxeViolations,
  openAdminScreen,
  signInAsAdmin,
  uniqueTag,
} from "./admin-support";

// Issue 50 (decision 0097): the buyer accepts a quote on its page and pays the deposit there,
// without JavaScript, at a phone's width: at PayFast (here its simulator) or, with no gateway
// set up, by bank transfer with the payment's reference. Back from PayFast the page says it
// waits for the confirmation. This server believes no ITN from this machine (only PayFast's
// hosts, decision 0092 P5), so the confirmation comes as for a lost ITN: Check again finds
// the payment in PayFast's transaction history. Then the page shows it paid, with the invoice;
// the desk then issues the final invoice, less the deposit's (decision 0098, update).

type Api = Awaited<ReturnType<typeof adminApi>>;

const BANK = {
  bankName: "First National Bank",
  accountHolder: "AI Solutions (Pty) Ltd",
  accountNumber: "62812345678",
  branchCode: "250655",
};

/** A quote for a new enquiry, sent: the enquiry's id and the buyer's page. */
async function sentQuote(api: Api, tag: string) {
  await api.post("/api/solutions", quotableSolution(`deposit-${tag}`, `Deposit Bot ${tag}`));
  const enquiry = await api.post("/api/contact/conversations", {
    name: `Buyer ${tag}`,
    email: `buyer-${tag}@example.co.za`,
    message: "Please quote",
    channel: "email",
    solutionId: `deposit-${tag}`,
  });
  const quote = await api.post(`/api/contact/${enquiry.id}/quotes`, {});
  await api.post(`/api/quotes/${quote.id}/send`, {});
  return { contactId: enquiry.id as string, url: new URL(quote.url).pathname };
}

/** The buyer accepts on the quote's page, with JavaScript off as the page needs none. */
async function accept(page: Page, url: string, name: string) {
  await page.goto(url);
  await page.getByLabel("Your full name").fill(name);
  await page.getByLabel("I accept this quote and its terms").check();
  await page.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByText(`Accepted by ${name} on`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pay the deposit" })).toBeVisible();
  await expect(page.getByText("Deposit due: R2\u00a0500.")).toBeVisible();
}

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * With `bank` details as the only way to pay (null: none at all), a quote accepted on a 375 px
 * page: its path and the payment its page made.
 */
async function acceptedAtPhoneWidth(api: Api, page: Page, tag: string, bank: typeof BANK | null) {
  await api.put("/api/settings/payments", { payfast: null, yoco: null, bank, ...E2E_ADMIN_PROOF });
  const { contactId, url } = await sentQuote(api, tag);
  await page.setViewportSize({ width: 375, height: 812 });
  await accept(page, url, `Buyer ${tag}`);
  const [payment] = await api.get(`/api/payments?contactId=${contactId}`);
  return { url, payment };
}

/** The desk's own browser, with JavaScript, beside the buyer's without. */
async function deskPage(browser: Browser, testInfo: TestInfo) {
  return (
    await browser.newContext({ javaScriptEnabled: true, baseURL: testInfo.project.use.baseURL })
  ).newPage();
}

test.use({ javaScriptEnabled: false });

test(
  "the buyer pays the deposit at PayFast and the page shows it paid once confirmed",
  { tag: "@phone" },
  async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const api = await adminApi(request);
    const payfast = await startPayfastSimulator(PAYFAST_ACCOUNT);
    try {
      await api.put("/api/settings/payments", {
        payfast: { ...PAYFAST_ACCOUNT, baseUrl: payfast.url },
        yoco: null,
        bank: null,
        ...E2E_ADMIN_PROOF,
      });
      const { contactId, url } = await sentQuote(api, tag);
      await accept(page, url, `Buyer ${tag}`);
      expect(await fitsTheWidth(page)).toBe(true);

      await page.getByRole("button", { name: "Pay with PayFast" }).click();
      await expect(page.getByRole("heading", { name: "Pay R2500.00 to the merchant" })).toBeVisible();
      await page.getByRole("button", { name: "Pay now" }).click();
      await expect(page).toHaveURL(new RegExp(`${url}\\?payment=.+&result=success$`));
      await expect(page.getByText("We are waiting for the payment's confirmation.")).toBeVisible();
      await expect(page.getByText(/paid on/)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Pay with PayFast" })).toHaveCount(0);
      expect(await fitsTheWidth(page)).toBe(true);

      const [payment] = await api.get(`/api/payments?contactId=${contactId}`);
      expect(payment).toMatchObject({ status: "awaiting", returnedAt: expect.any(String) });
      const checked = await api.post(`/api/payments/${payment.id}/check`, {});
      expect(checked).toMatchObject({
        status: "confirmed",
        invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{5}$/),
      });

      await page.goto(url);
      await expect(page.getByText(/^Deposit of R2\u00a0500 paid on /)).toBeVisible();
      await expect(page.getByText(`Invoice ${checked.invoiceNumber} has been emailed to you.`)).toBeVisible();
    } finally {
      await api.put("/api/settings/payments", { payfast: null, yoco: null, bank: null, ...E2E_ADMIN_PROOF });
      await payfast.close();
    }
  },
);

test("without a gateway the buyer gets the bank details and the reference; the desk marks it received from the enquiry's panel", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const api = await adminApi(request);
  try {
    const { url, payment } = await acceptedAtPhoneWidth(api, page, tag, BANK);
    const bank = page.getByRole("table").filter({ hasText: "Account number" });
    for (const text of [
      BANK.bankName,
      BANK.accountHolder,
      BANK.accountNumber,
      BANK.branchCode,
      payment.reference,
    ])
      await expect(bank).toContainText(text);
    await expect(page.getByRole("button", { name: "Pay with PayFast" })).toHaveCount(0);
    expect(await fitsTheWidth(page)).toBe(true);

    // The desk, with JavaScript: the enquiry's panel lists the payment and marks it received.
    const desk = await deskPage(browser, testInfo);
    // axe runs only where scripts do: the buyer's page once more, there, before signing in.
    await desk.goto(url);
    await expect(desk.getByText(payment.reference)).toBeVisible();
    await expectNoAxeViolations(desk);
    await signInAsAdmin(desk);
    await openAdminScreen(desk, "/admin/contacts", "Contacts");
    await desk.getByRole("searchbox").fill(tag);
    await desk.getByRole("link", { name: `Buyer ${tag}` }).click();
    const panel = desk.getByRole("dialog", { name: `Buyer ${tag}` });
    const row = panel.getByRole("listitem").filter({ hasText: payment.reference });
    await expect(row).toContainText("R2\u00a0500");
    await expect(row).toContainText("Awaiting");
    // The accepted quote's final invoice deducts the deposit's: refused, with why, until it is paid.
    const issueFinal = panel.getByRole("button", { name: "Issue final invoice" });
    await issueFinal.click();
    await expect(panel.getByText(/The quote's deposit has not been received yet/)).toBeVisible();
    await row.getByRole("button", { name: "Mark received" }).click();
    await expect(panel.getByText("Payment marked received; the invoice is on its way.")).toBeVisible();
    await expect(row).toContainText("Confirmed");
    await expect(row).toContainText(/INV-\d{4}-\d{5}/);
    const invoice = /INV-\d{4}-\d{5}/.exec((await row.textContent()) ?? "")?.[0];
    await issueFinal.click();
    const issued = panel.getByText(
      new RegExp(
        `^(Tax )?Invoice INV-\\d{4}-\\d{5} for Q-\\d{4}-\\d{4}: R2\u00a0500 due after deposit ${invoice}, mailed to Buyer ${tag}\\.$`,
      ),
    );
    await expect(issued).toBeVisible();
    const final = /INV-\d{4}-\d{5}/.exec((await issued.textContent()) ?? "")?.[0];
    await expect(panel.getByRole("link", { name: `${final} PDF` })).toBeVisible();
    await desk.context().close();

    await page.reload();
    await expect(page.getByText(`Invoice ${invoice} has been emailed to you.`)).toBeVisible();
    await expect(page.getByText(BANK.accountNumber)).toHaveCount(0);
  } finally {
    await api.put("/api/settings/payments", { payfast: null, yoco: null, bank: null, ...E2E_ADMIN_PROOF });
  }
});

test("with no way to pay set up the buyer is told we will say how, with the reference, and the dashboard warns the admins", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const { payment } = await acceptedAtPhoneWidth(api, page, uniqueTag(testInfo), null);
  expect(payment).toMatchObject({ status: "awaiting", reference: expect.stringMatching(/^DEP-/) });
  await expect(
    page.getByText(
      `We will contact you with how to pay the deposit. When you pay, use the reference ${payment.reference}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(0);
  expect(await fitsTheWidth(page)).toBe(true);

  // The admins, with JavaScript: a warning on the dashboard that leads to Settings › Payments.
  const desk = await deskPage(browser, testInfo);
  await signInAsAdmin(desk);
  await openAdminScreen(desk, "/admin/dashboard", "Dashboard");
  const warning = desk
    .getByRole("alert")
    .filter({ hasText: "waiting for a deposit, and no way to pay is set up" });
  await expect(warning).toBeVisible();
  await warning.getByRole("link", { name: "Set up PayFast, Yoco or bank details" }).click();
  await expect(desk).toHaveURL(/\/admin\/settings#payment-settings$/);
  await expect(desk.getByRole("heading", { name: "Payments" })).toBeVisible();
  await desk.context().close();
});
