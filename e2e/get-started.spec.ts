import { expect, type Page, test } from "@playwright/test";
import { openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";
import {
  expectHoneypotSendThankedNotStored,
  expectSendRefused,
  openGetStarted,
  openPage,
  refuseNextEnquiry,
  storedContactOf,
  takeAPersonsTime,
} from "./support";

const CUSTOM_REQUEST_FORM = {
  send: "Submit Request",
  thanks: "Thank you for reaching out. We'll be in touch soon.",
};

/** Opens the dialog's custom-request step on the homepage and fills its three fields. */
async function fillCustomRequest(page: Page, fields: { name: string; email: string; message: string }) {
  await openPage(page, "/");
  await openGetStarted(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: /Request Custom Solution/ }).click();
  await dialog.getByLabel("Full Name").fill(fields.name);
  await dialog.getByLabel("Email Address").fill(fields.email);
  await dialog.getByLabel("How can we help?").fill(fields.message);
  return dialog;
}

test("the dialog opens with focus inside, Escape closes it and focus returns to the opener", async ({
  page,
}) => {
  await openPage(page, "/");
  const opener = await openGetStarted(page);
  const dialog = page.getByRole("dialog", { name: "How would you like to begin?" });
  await expect(dialog).toBeVisible();
  // With JavaScript the button opens the dialog instead of leading to the contact page.
  await expect(page).toHaveURL(/\/$/);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // The page behind cannot scroll while the dialog is open.
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  // The page behind is inert: Tab only ever reaches the dialog's controls (or leaves the
  // document for the browser's own UI, which a modal <dialog> allows).
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    const focusOutside = await dialog.evaluate(
      (element) =>
        document.activeElement !== null &&
        document.activeElement !== document.body &&
        !element.contains(document.activeElement),
    );
    expect(focusOutside).toBe(false);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
});

test("the dialog's choices lead to AI Basics and the catalogue and close it", async ({ page }) => {
  await openPage(page, "/");
  await openGetStarted(page);
  await page
    .getByRole("dialog")
    .getByRole("link", { name: /Explore AI Solutions/ })
    .click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the enquiry form shows the validation messages", async ({ page }) => {
  await openPage(page, "/");
  await openGetStarted(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: /Request Custom Solution \/ Contact Us/ }).click();
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByText("Name is required.")).toBeVisible();
  await expect(dialog.getByText("Email is required.")).toBeVisible();
  await expect(dialog.getByText("Please let us know how we can help.")).toBeVisible();
  await dialog.getByLabel("Email Address").fill("not-an-email");
  // The API's length limits apply in the form too, before anything is sent.
  await dialog.getByLabel("Full Name").fill("T".repeat(101));
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByText("Invalid email address.")).toBeVisible();
  await expect(dialog.getByText("Must be at most 100 characters")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
});

test("a sent enquiry is stored and the success step shows", { tag: "@phone" }, async ({ page }) => {
  const sent = page.waitForResponse("**/api/enquiries");
  const typed = {
    name: "Thandi Mokoena",
    email: "thandi@example.co.za",
    message: "We need help with stock forecasting.",
  };
  const dialog = await fillCustomRequest(page, typed);
  await takeAPersonsTime(page);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  await expect(dialog.getByText("Thank you for reaching out. We'll be in touch soon.")).toBeVisible();
  expect(await storedContactOf(page, sent)).toMatchObject({
    ...typed,
    company: "",
    interest: "Get Started Modal",
    source: "get-started",
  });
});

test("a refused enquiry shows the server's message above the submit button until a field is edited", async ({
  page,
}) => {
  await refuseNextEnquiry(page, "/api/enquiries");
  const dialog = await fillCustomRequest(page, {
    name: "Thandi Mokoena",
    email: "thandi@example.co.za",
    message: "Hello",
  });
  await expectSendRefused(dialog, CUSTOM_REQUEST_FORM);
  await dialog.getByLabel("How can we help?").fill("Hello again");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});

test("a filled honeypot is thanked like any enquiry but kept out of the inbox", async ({
  page,
}, testInfo) => {
  const name = `Honeypot dialog (${testInfo.project.name})`;
  const dialog = await fillCustomRequest(page, {
    name,
    email: "bot@example.co.za",
    message: "Buy cheap links",
  });
  await expectHoneypotSendThankedNotStored(page, dialog, CUSTOM_REQUEST_FORM, name);
});

test("a click on the backdrop closes the dialog", async ({ page }) => {
  await openPage(page, "/");
  await openGetStarted(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test("focus follows the steps: first field, first invalid field, then Close", async ({ page }) => {
  await openPage(page, "/");
  await openGetStarted(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: /Request Custom Solution/ }).click();
  await expect(dialog.getByLabel("Full Name")).toBeFocused();
  await dialog.getByLabel("Full Name").fill("Thandi Mokoena");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByLabel("Email Address")).toBeFocused();
  await dialog.getByLabel("Email Address").fill("thandi@example.co.za");
  await dialog.getByLabel("How can we help?").fill("Stock forecasting, please.");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  // The step's own Close, not the dialog's corner button of the same name.
  await expect(dialog.getByText("Close", { exact: true })).toBeFocused();
});

test("a WhatsApp number given in Get Started reaches the inbox as typed, with its international call and WhatsApp links", async ({
  page,
}, testInfo) => {
  const name = `Phone ${uniqueTag(testInfo)}`;
  await openPage(page, "/");
  await openGetStarted(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: /Request Custom Solution/ }).click();
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Email Address").fill("phone.lead@example.co.za");
  await dialog.getByLabel("WhatsApp or phone (Optional)").fill("082 555 0199");
  await dialog.getByLabel("How can we help?").fill("Please WhatsApp me.");
  await takeAPersonsTime(page);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

  await signInAsAdmin(page);
  await openAdminScreen(page, `/admin/contacts?q=${encodeURIComponent(name)}`, "Contacts");
  await page.getByRole("link", { name }).click();
  const panel = page.getByRole("dialog", { name });
  // Shown as typed, dialled and chatted with in international form (decision 0079).
  await expect(panel.getByRole("link", { name: "082 555 0199" })).toHaveAttribute("href", "tel:+27825550199");
  await expect(panel.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/27825550199",
  );
});
