import { expect, test } from "@playwright/test";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import { adminApi, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

// Issue 49 item 3 (decision 0091): from an enquiry's panel, Create quote and Send quote (two
// clicks) mail the buyer a quote prefilled from the enquiry's solution; the panel, the list and
// the dashboard show where it stands.

test("the desk creates and sends a quote from the enquiry's panel in two clicks", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const api = await adminApi(request);
  await api.post("/api/solutions", {
    ...MINIMUM_LISTS,
    id: `desk-${tag}`,
    title: `Desk Bot ${tag}`,
    tier: "bronze",
    pricing: { upfront: "R1,200", monthly: "R300 / month" },
  });
  await api.post("/api/contact/conversations", {
    name: `Desk ${tag}`,
    email: `desk-${tag}@example.co.za`,
    message: "How much?",
    channel: "phone",
    solutionId: `desk-${tag}`,
  });
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/contacts", "Contacts");
  await page.getByRole("searchbox").fill(tag);
  await page.getByRole("link", { name: `Desk ${tag}` }).click();
  const panel = page.getByRole("dialog", { name: `Desk ${tag}` });
  await expect(panel.getByText("No quotes yet.")).toBeVisible();

  await panel.getByRole("button", { name: "Create quote" }).click();
  const editor = panel.getByRole("form", { name: /^Quote Q-\d{4}-\d{4}$/ });
  await expect(editor.getByLabel("Description").first()).toHaveValue(`Desk Bot ${tag} (Bronze tier)`);
  await expect(editor.getByLabel("Months")).toHaveValue("12");
  await editor.getByRole("button", { name: "Send quote" }).click();
  await expect(panel.getByText(`sent to desk-${tag}@example.co.za.`)).toBeVisible();
  await expect(panel.getByRole("link", { name: "Send the link on WhatsApp" })).toHaveCount(0);
  await expect(panel.getByText("Sent", { exact: true })).toBeVisible();
  // R1 200 once and 12 × R300: R4 800.
  await expect(panel.getByText("R4\u00a0800")).toBeVisible();
  // The enquiry's notes say so, with the buyer's link.
  await expect(
    panel.getByText(new RegExp(`^Quote Q-\\d{4}-\\d{4} sent to desk-${tag}@example\\.co\\.za: http`)),
  ).toBeVisible();

  await panel.getByRole("button", { name: "Close" }).first().click();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `Desk ${tag}` })
      .getByText("Quote sent"),
  ).toBeVisible();
  await openAdminScreen(page, "/admin/dashboard", "Dashboard");
  const month = page.getByRole("region", { name: "Quotes this month" });
  await expect(month.getByText(/^Sent \(R/)).toBeVisible();
});
