import { expect, test } from "@playwright/test";
import { adminApi, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

// Issue 50 item 2, phase 2 (decision 0098): a deposit confirmed wins its enquiry, which the
// contacts list shows as "Completed, won", and the dashboard counts it beside the quotes.

test("a deposit received shows its enquiry Completed, won, and counts on the dashboard", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const sent = await request.post("/api/contact/enquiry", {
    data: { name: `Winner ${tag}`, email: `winner-${tag}@example.co.za`, message: "Please send the quote" },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const api = await adminApi(request);
  const [enquiry] = await api.get(`/api/contact?q=${tag}`);
  const payment = await api.post("/api/payments", {
    contactId: enquiry.id,
    amountCents: 120_000,
    description: `Deposit ${tag}`,
  });
  await api.post(`/api/payments/${payment.id}/received`, {});

  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/contacts", "Contacts");
  await page.getByRole("searchbox").fill(tag);
  const row = page.getByRole("row").filter({ hasText: `Winner ${tag}` });
  await expect(row.getByText("Completed, won")).toBeVisible();

  await openAdminScreen(page, "/admin/dashboard", "Dashboard");
  const month = page.getByRole("region", { name: "Quotes this month" });
  const deposits = month.getByRole("definition").and(month.locator('[data-label^="Deposits received (R"]'));
  await expect(month.getByText(/^Deposits received \(R[\d\u00a0]+(,\d\d)?\)$/)).toBeVisible();
  // Other tests pay deposits too: at least this one.
  expect(Number(await deposits.textContent())).toBeGreaterThanOrEqual(1);
});
