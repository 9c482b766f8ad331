import { expect, test } from "@playwright/test";
import { adminApi, expectNoAxeViolations, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

// Issue 34, item 6: notification recipients and the webhook are set on the Settings screen and
// are still there after a reload.

// The settings are the whole site's: no webhook for the tests after this one.
test.afterEach(async ({ request }) => {
  const api = await adminApi(request);
  await api.put("/api/settings/notifications", { recipients: ["team@example.co.za"], webhook: null });
});

test("two recipients and a webhook set on the Settings screen are there after a reload", async ({
  page,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/settings", "Settings");
  const section = page.getByRole("region", { name: "Notifications" });

  await section.getByLabel("Recipient 1", { exact: true }).fill(`sales-${tag}@example.co.za`);
  await section.getByRole("button", { name: "Add Recipient" }).click();
  await section.getByLabel("Recipient 2", { exact: true }).fill("not an address");
  await section.getByLabel("Webhook URL").fill("http://crm.example.com/hook");
  await section.getByRole("button", { name: "Save Notifications" }).click();
  await expect(section.getByLabel("Recipient 2", { exact: true })).toHaveAccessibleDescription(
    "Enter a valid email address",
  );
  await expect(section.getByLabel("Webhook URL")).toHaveAccessibleDescription(
    /^webhook\.url must be an https:\/\//,
  );
  await expect(section.getByLabel("Signing secret")).toHaveAccessibleDescription(/16 to 200 characters/);

  await section.getByLabel("Recipient 2", { exact: true }).fill(`ops-${tag}@example.co.za`);
  const url = `https://hooks.example.com/${tag}`;
  await section.getByLabel("Webhook URL").fill(url);
  const secret = section.getByLabel("Signing secret");
  await expect(secret).toHaveAttribute("type", "password");
  await section.getByRole("button", { name: "Generate Secret" }).click();
  // Generated secrets are shown, to be copied into the receiver.
  await expect(secret).toHaveAttribute("type", "text");
  await expect(secret).toHaveValue(/^[0-9a-f]{64}$/);
  const generated = await secret.inputValue();
  await section.getByRole("button", { name: "Save Notifications" }).click();
  await expect(section.getByText("Notification settings saved.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  const reloaded = page.getByRole("region", { name: "Notifications" });
  await expect(reloaded.getByLabel("Recipient 1", { exact: true })).toHaveValue(`sales-${tag}@example.co.za`);
  await expect(reloaded.getByLabel("Recipient 2", { exact: true })).toHaveValue(`ops-${tag}@example.co.za`);
  await expect(reloaded.getByLabel("Webhook URL")).toHaveValue(url);
  await expect(reloaded.getByLabel("Signing secret")).toHaveAttribute("type", "password");
  await expect(reloaded.getByLabel("Signing secret")).toHaveValue(generated);

  await reloaded.getByRole("button", { name: "Remove recipient 1" }).click();
  await expect(reloaded.getByLabel("Recipient 1", { exact: true })).toHaveValue(`ops-${tag}@example.co.za`);
  await expect(reloaded.getByLabel("Recipient 2", { exact: true })).toHaveCount(0);
});
