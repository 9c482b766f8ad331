import { expect, test } from "@playwright/test";
import { DEFAULT_LEGAL_DETAILS } from "#domain/company/legal-details-schema";
import { adminApi, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

// Settings › Legal Details (decision 0086) in the browser: a refused save says why at the field
// and takes the focus there; a kept one says so, and every page's footer names the seller.

// The details are the whole site's: other tests expect the defaults.
test.afterEach(async ({ request }) => {
  await (await adminApi(request)).put("/api/settings/legal", DEFAULT_LEGAL_DETAILS);
});

test("legal details are checked on save, kept, and named in the footer", async ({ page }, testInfo) => {
  const registeredName = `${uniqueTag(testInfo)} Holdings (Pty) Ltd`;
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/settings", "Settings");
  const section = page.getByRole("region", { name: "Legal Details" });
  const vatNumber = section.getByLabel("VAT number", { exact: true });
  await section.getByLabel("Registered name").fill(registeredName);
  await vatNumber.fill("123");
  await section.getByRole("button", { name: "Save Legal Details" }).click();
  await expect(vatNumber).toHaveAccessibleDescription(/^VAT number must be 10 digits starting with 4/);
  await expect(vatNumber).toBeFocused();

  await vatNumber.fill("");
  await section.getByRole("button", { name: "Save Legal Details" }).click();
  await expect(section.getByText("Legal details saved.")).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(`${registeredName}. All rights reserved.`);
});
