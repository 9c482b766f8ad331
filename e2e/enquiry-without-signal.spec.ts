import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminApi, uniqueTag } from "./admin-support";
import { openGetStarted, openPage, takeAPersonsTime } from "./support";

// Issue 46, item 2 (decision 0075): an enquiry sent without a signal waits on the phone and is
// sent once when the signal returns, this visit or the next; the visitor may cancel it.

test.use({ viewport: { width: 375, height: 812 } });

const NO_SIGNAL = "No signal: your message is kept on this phone and will be sent when you are back online";
const notice = (page: Page) => page.getByRole("status", { name: "Messages waiting for a signal" });
/** How many enquiries from `name` the inbox lists, as the admin API answers (one sign-in a test). */
async function inbox(request: APIRequestContext) {
  const api = await adminApi(request);
  return async (name: string) =>
    ((await api.get("/api/contact")) as Array<{ name: string }>).filter((contact) => contact.name === name);
}

async function fillContactForm(page: Page, name: string) {
  await openPage(page, "/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Email address").fill("lerato.molefe@gmail.com");
  await form.getByLabel("Message").fill("Load-shedding took the tower down; please call me back.");
  await takeAPersonsTime(page);
  return form;
}

test("sent without a signal, the message waits on the phone and is sent once when the signal returns", async ({
  page,
  context,
  request,
}, testInfo) => {
  const storedNamed = await inbox(request);
  const name = `No Signal ${uniqueTag(testInfo)}`;
  const form = await fillContactForm(page, name);
  await context.setOffline(true);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(notice(page)).toContainText(NO_SIGNAL);
  await expect(notice(page)).toContainText("Load-shedding took the tower down");
  // Kept on the phone, not sent anywhere.
  expect(await page.evaluate(() => localStorage.getItem("waitingEnquiries"))).toContain(name);

  await context.setOffline(false);
  await expect(notice(page)).toContainText("Sent");
  expect(await storedNamed(name)).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem("waitingEnquiries"))).toBeNull();
  // Nothing is sent again on the next page.
  await openPage(page, "/");
  await expect(page.getByText(NO_SIGNAL)).toHaveCount(0);
  await expect(page.getByText("Sent.")).toHaveCount(0);
  expect(await storedNamed(name)).toHaveLength(1);
});

test("a message kept from the Get Started dialog is sent at the next visit", async ({
  page,
  context,
  request,
}, testInfo) => {
  const storedNamed = await inbox(request);
  const name = `Next Visit ${uniqueTag(testInfo)}`;
  await openPage(page, "/solutions");
  await openGetStarted(page);
  await page.getByRole("link", { name: /Request Custom Solution/ }).click();
  const dialog = page.getByRole("dialog", { name: "Tell us what you need" });
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Email Address").fill("thabo@nkosi-transport.co.za");
  await dialog.getByLabel("How can we help?").fill("Route planning for six bakkies.");
  await takeAPersonsTime(page);
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(notice(page)).toContainText(NO_SIGNAL);
  await page.close();

  // Later, with a signal: the site opened again sends it.
  const later = await context.newPage();
  await context.setOffline(false);
  await openPage(later, "/ai-basics");
  await expect(notice(later)).toContainText("Sent");
  expect(await storedNamed(name)).toHaveLength(1);
});

test("a waiting message the visitor cancels is never sent", async ({ page, context, request }, testInfo) => {
  const storedNamed = await inbox(request);
  const name = `Cancelled ${uniqueTag(testInfo)}`;
  const form = await fillContactForm(page, name);
  await context.setOffline(true);
  await form.getByRole("button", { name: "Send Message" }).click();
  await notice(page).getByRole("button", { name: "Cancel sending" }).click();
  await expect(page.getByText(NO_SIGNAL)).toHaveCount(0);
  await context.setOffline(false);
  await openPage(page, "/contact");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  expect(await page.evaluate(() => localStorage.getItem("waitingEnquiries"))).toBeNull();
  expect(await storedNamed(name)).toEqual([]);
});

test("the same key sent twice by API makes one enquiry", async ({ page, request }, testInfo) => {
  const storedNamed = await inbox(request);
  const name = `Same Key ${uniqueTag(testInfo)}`;
  const headers = { "Idempotency-Key": `e2e-${uniqueTag(testInfo)}-0123456789` };
  const data = { name, email: "sipho@example.co.za", message: "Twice?" };
  const first = await page.request.post("/api/enquiries", { data, headers });
  const second = await page.request.post("/api/enquiries", { data, headers });
  expect(first.status()).toBe(201);
  expect(await second.json()).toEqual(await first.json());
  expect(await storedNamed(name)).toHaveLength(1);
});
