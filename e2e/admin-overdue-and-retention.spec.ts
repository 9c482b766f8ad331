import { expect, type Page, type TestInfo, test } from "@playwright/test";
import type { ContactList } from "#app/features/admin/api/contacts.ts";
import {
  adminApi,
  E2E_ADMIN_PROOF,
  openAdminScreen,
  setTheme,
  signInAsAdmin,
  uniqueTag,
} from "./admin-support";
import { fetchRouted } from "./support";

// Overdue enquiries in the inbox and the retention period on the Settings screen and the
// privacy page (docs/decisions/0048). Screenshots of both, in both themes, land in the
// test's output folder.

async function shoot(page: Page, name: string, testInfo: TestInfo) {
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`), fullPage: true });
  }
  await setTheme(page, "light");
}

test("the Overdue filter lives in the address and an overdue enquiry shows its badge", async ({
  page,
  request,
}, testInfo) => {
  const name = `Waiting ${uniqueTag(testInfo)}`;
  const sent = await request.post("/api/enquiries", {
    data: { name, email: "overdue@example.co.za", message: "Still waiting for an answer" },
  });
  expect(sent.status()).toBe(201);
  await signInAsAdmin(page);
  // An enquiry becomes overdue a working day after it arrives, longer than a test: the list's
  // answer says so for this one, so the badge is what is checked here (the rule and the query
  // are covered by the unit and API tests).
  await page.route(/\/api\/contact\?/, async (route) => {
    const response = await fetchRouted(route);
    const body = (await response.json()) as ContactList;
    const data = body.data.map((contact) =>
      contact.name === name ? { ...contact, overdue: true } : contact,
    );
    await route.fulfill({ response, json: { ...body, data } });
  });

  const asked = page.waitForRequest((req) => req.url().includes("overdue=true"));
  await openAdminScreen(page, "/admin/contacts?overdue=1", "Contacts");
  await asked;
  await expect(page.getByRole("checkbox", { name: "Overdue", exact: true })).toBeChecked();

  await page.getByRole("checkbox", { name: "Overdue", exact: true }).uncheck();
  await expect(page).not.toHaveURL(/overdue=/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Overdue", { exact: true })).toBeVisible();
  await shoot(page, "inbox-overdue", testInfo);

  await page.goBack();
  await expect(page).toHaveURL(/overdue=1/);
  await expect(page.getByRole("checkbox", { name: "Overdue", exact: true })).toBeChecked();
  // The open inbox reads its list again whenever an enquiry arrives (other tests send them):
  // a read still being rewritten here when the page closes must not fail the test.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the retention period is set on the Settings screen and stated on the privacy page", async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  // One setting for the whole site, which the privacy page shows: changed by one project only,
  // so the phone run cannot change it under the desktop run (they run at the same time).
  test.skip(isMobile, "a site-wide setting, changed by the desktop run alone");
  const api = await adminApi(request);
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/settings", "Settings");
  const field = page.getByRole("spinbutton", { name: "Keep enquiries for (months)" });
  await expect(field).toHaveValue("24");

  await field.fill("0");
  await page.getByRole("button", { name: "Save Retention Period" }).click();
  await expect(page.getByText("Enter a whole number of months from 1 to 120")).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  await shoot(page, "settings-retention", testInfo);

  try {
    await field.fill("18");
    await page.getByLabel("Your current password").fill(E2E_ADMIN_PROOF.currentPassword);
    await page.getByRole("button", { name: "Save Retention Period" }).click();
    // A shorter period says what the next run deletes, and waits for a yes (issue 45, item 7).
    const confirm = page.getByRole("dialog", { name: "Please confirm" });
    await expect(confirm).toContainText(
      /Keep enquiries for 18 months\? The next nightly run, at 02:00, will delete/,
    );
    await confirm.getByRole("button", { name: "Keep for 18 months" }).click();
    await expect(page.getByText("Enquiry settings saved.")).toBeVisible();
    await page.goto("/privacy");
    await expect(
      page.getByText(/for no longer than 18 months after our last contact unless the law/),
    ).toBeVisible();

    // Restoring the version before (24 months) changes the period too: it asks for the password.
    await openAdminScreen(page, "/admin/settings", "Settings");
    const versions = page.getByRole("region", { name: "Earlier Versions of the Enquiry Settings" });
    await versions
      .getByRole("button", { name: /^Restore version/ })
      .first()
      .click();
    const proof = page.getByRole("dialog", { name: "Please confirm" });
    await expect(proof).toContainText("Enter your current password to change how long enquiries are kept.");
    await proof.getByLabel("Your current password").fill(E2E_ADMIN_PROOF.currentPassword);
    await proof.getByRole("button", { name: /^Restore version/ }).click();
    await expect(versions.getByText(/^Version \d+ restored\.$/)).toBeVisible();
    await expect(field).toHaveValue("24");
  } finally {
    const { acknowledgeEnquiries } = await api.get("/api/settings/enquiries");
    await api.put("/api/settings/enquiries", {
      acknowledgeEnquiries,
      retentionMonths: 24,
      ...E2E_ADMIN_PROOF,
    });
  }
  await page.goto("/privacy");
  await expect(page.getByText(/for no longer than 24 months after our last contact/)).toBeVisible();
});
