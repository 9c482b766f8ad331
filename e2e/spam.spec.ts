import { expect, test } from "@playwright/test";
import { adminApi, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

// Spam kept aside (issue 34, item 7; decision 0051): a contact form posted without JavaScript
// sooner than a person could type it is thanked like any enquiry, yet only the inbox's Spam view
// lists it; "Not spam" puts it into the inbox as a new enquiry.

const FIELDS = (name: string) => ({
  name,
  email: "hasty@example.co.za",
  message: "Cheap followers, fast delivery.",
});

test("a too-fast send without JavaScript from a freshly rendered contact page is thanked, listed under Spam, and Not spam puts it in the inbox", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const inbox = async () => (await api.get("/api/contact")) as Array<{ name: string }>;
  const name = `Hasty ${uniqueTag(testInfo)}`;
  const bot = await browser.newPage({ javaScriptEnabled: false });
  try {
    // A bot does not type: it fills the fields and sends the moment the page has come. A
    // campaign of its own makes the page a fresh render: a copy from the public cache carries a
    // token as old as the copy, which no longer tells (decision 0051).
    await bot.goto(`/contact?utm_source=${encodeURIComponent(name)}`, { waitUntil: "domcontentloaded" });
    await bot.locator("#send-message form").evaluate((form: HTMLFormElement, fields) => {
      for (const [field, value] of Object.entries(fields)) {
        (form.elements.namedItem(field) as HTMLInputElement).value = value;
      }
      form.requestSubmit();
    }, FIELDS(name));
    await expect(bot.getByRole("heading", { name: "Thank you for your message!" })).toBeInViewport();
  } finally {
    await bot.close();
  }
  expect(await inbox()).not.toContainEqual(expect.objectContaining({ name }));

  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/contacts", "Contacts");
  await page.getByRole("link", { name: "Spam" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spam" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("hasty@example.co.za");
  await expect(row).toContainText("Cheap followers, fast delivery.");
  await expect(row).toContainText("Sent too fast for a person");
  await page.screenshot({ path: testInfo.outputPath("spam-view.png"), fullPage: true });

  await row.getByRole("button", { name: /^Not spam/ }).click();
  await expect(page.getByRole("status")).toContainText(`The enquiry from ${name} is in the inbox now`);
  await expect(row).toHaveCount(0);

  await page.getByRole("link", { name: "Back to contacts" }).click();
  await page.getByRole("searchbox").fill(name);
  await expect(page.getByRole("link", { name })).toBeVisible();
  expect(await inbox()).toContainEqual(
    expect.objectContaining({ name, email: "hasty@example.co.za", source: "contact-page", status: "new" }),
  );
});
