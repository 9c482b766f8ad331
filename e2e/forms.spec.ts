import { expect, test } from "@playwright/test";
import {
  expectHoneypotSendThankedNotStored,
  expectSendRefused,
  openPage,
  refuseNextEnquiry,
  storedContactOf,
  takeAPersonsTime,
} from "./support";

const CONTACT_FORM = { send: "Send Message", thanks: "Thank you for your message!" };

test("the contact form validates before sending", async ({ page }) => {
  await openPage(page, "/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByText("Message is required.")).toBeVisible();
  await page.getByLabel("Email address").fill("sipho@");
  // The API's phone rule applies in the form too, before anything is sent.
  await page.getByLabel(/Phone/).fill("call me maybe");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Invalid email address.")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
  await expect(page.getByLabel("What are you interested in?")).toHaveValue("market-analysis");
  await expect(page.getByLabel("What are you interested in?").locator("option")).toHaveCount(9);
});

test("the contact form sends, thanks, and returns to an empty form", async ({ page }) => {
  const sent = page.waitForResponse("**/api/contact/enquiry");
  await openPage(page, "/contact");
  await page.getByLabel("Your name").fill("Sipho Dlamini");
  await page.getByLabel("Email address").fill("sipho@example.co.za");
  await page.getByLabel("What are you interested in?").selectOption("crm");
  await page.getByRole("textbox", { name: "Message" }).fill("Please call me about a CRM.");
  await takeAPersonsTime(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message!")).toBeVisible();
  expect(await storedContactOf(page, sent)).toMatchObject({
    name: "Sipho Dlamini",
    company: "",
    email: "sipho@example.co.za",
    phone: "",
    message: "Please call me about a CRM.",
    interest: "crm",
    source: "contact-page",
  });
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("");
});

test("the contact form shows the server's error, and editing clears it", async ({ page }) => {
  await refuseNextEnquiry(page, "/api/contact/enquiry");
  await openPage(page, "/contact");
  await page.getByLabel("Your name").fill("Sipho");
  await page.getByLabel("Email address").fill("sipho@example.co.za");
  await page.getByRole("textbox", { name: "Message" }).fill("Hi");
  await expectSendRefused(page, CONTACT_FORM);
  await page.getByRole("textbox", { name: "Message" }).fill("Hi there");
  await expect(page.getByRole("alert")).toBeHidden();
});

test("a filled honeypot is thanked like any enquiry but kept out of the inbox", async ({
  page,
}, testInfo) => {
  const name = `Honeypot contact (${testInfo.project.name})`;
  await openPage(page, "/contact");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email address").fill("bot@example.co.za");
  await page.getByRole("textbox", { name: "Message" }).fill("Buy cheap links");
  await expectHoneypotSendThankedNotStored(page, page, CONTACT_FORM, name);
});

test("login asks for both fields", async ({ page }) => {
  await openPage(page, "/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter both email and password");
});

test("login shows the server's error text", async ({ page }) => {
  await openPage(page, "/login");
  await page.getByLabel("Email address").fill("admin@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test("forgot password asks for an email and confirms sending", async ({ page }) => {
  await openPage(page, "/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter your email address");
  await page.getByLabel("Email address").fill("admin@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Password reset email sent! Please check your inbox.")).toBeVisible();
});
