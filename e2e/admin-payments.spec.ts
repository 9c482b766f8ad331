import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import {
  adminApi,
  E2E_ADMIN_PROOF,
  expectNoAxeViolations,
  openAdminScreen,
  signInAsAdmin,
  uniqueTag,
} from "./admin-support";

// Issue 50 (decision 0092): the gateways are set on Settings › Payments, masked once saved and
// never in the page again; a deposit paid by bank transfer is marked received on the Payments
// screen, which issues its invoice.

const MERCHANT_KEY = "46f0cd694581a";
const PASSPHRASE = "a passphrase of our own";

test("PayFast set on Settings › Payments asks for the password, then shows its key and passphrase masked", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  try {
    await signInAsAdmin(page);
    await openAdminScreen(page, "/admin/settings", "Settings");
    const section = page.getByRole("region", { name: "Payments" });
    await section.getByLabel("PayFast", { exact: true }).check();
    await section.getByLabel("Merchant ID").fill("10000100");
    await section.getByLabel("Merchant key").fill(MERCHANT_KEY);
    await section.getByLabel("Passphrase").fill(PASSPHRASE);
    await section.getByLabel("PayFast address").fill("https://sandbox.payfast.co.za");
    await section.getByRole("button", { name: "Save Payments" }).click();
    await expect(section.getByLabel("Your current password")).toHaveAccessibleDescription(
      /^Enter your current password to change the PayFast account/,
    );

    await section.getByLabel("Your current password").fill(E2E_ADMIN.password);
    await section.getByRole("button", { name: "Save Payments" }).click();
    await expect(section.getByText("Payment settings saved.")).toBeVisible();
    await expect(section.getByLabel("Merchant key")).toHaveValue("****581a");
    await expectNoAxeViolations(page);

    await page.reload();
    const reloaded = page.getByRole("region", { name: "Payments" });
    await expect(reloaded.getByLabel("Merchant ID")).toHaveValue("10000100");
    await expect(reloaded.getByLabel("Passphrase")).toHaveValue(`****${PASSPHRASE.slice(-4)}`);
    const html = await page.content();
    expect(html).not.toContain(MERCHANT_KEY);
    expect(html).not.toContain(PASSPHRASE);
  } finally {
    // The settings are the whole site's: none for the tests after this one.
    await api.put("/api/settings/payments", { payfast: null, yoco: null, bank: null, ...E2E_ADMIN_PROOF });
  }
});

test("a bank transfer marked received on the Payments screen is confirmed with its invoice number and who marked it", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const sent = await request.post("/api/contact/enquiry", {
    data: { name: `Payer ${tag}`, email: `payer-${tag}@example.co.za`, message: "Please send the quote" },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const api = await adminApi(request);
  const [enquiry] = await api.get(`/api/contact?q=${tag}`);
  const payment = await api.post("/api/payments", {
    contactId: enquiry.id,
    amountCents: 150_000,
    description: `Deposit ${tag}`,
  });

  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/payments", "Payments");
  const row = page.getByRole("row").filter({ hasText: payment.reference });
  await expect(row).toContainText(`Payer ${tag}`);
  await expect(row).toContainText("R1\u00a0500");
  await expect(row).toContainText("Awaiting");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: "Mark received" }).click();
  await expect(page.getByText("Payment marked received; the invoice is on its way.")).toBeVisible();
  await expect(row).toContainText("Confirmed");
  await expect(row).toContainText(/INV-\d{4}-\d{5}/);
  await expect(row).toContainText("Marked received by");
  await expect(row.getByRole("button", { name: "Mark received" })).toHaveCount(0);
});
