import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, type Response, type Route } from "@playwright/test";
import { HONEYPOT_FIELD } from "#domain/sales-desk/enquiry-rules";
import { E2E_ADMIN, E2E_MIN_FILL_SECONDS } from "../playwright.config";
import { photo } from "../tests/support/image-fixtures";

/** The site's public pages, one address each (SPEC §2): what a check of every page visits. */
export const PUBLIC_PAGES = ["/", "/solutions", "/ai-basics", "/contact", "/privacy", "/terms"] as const;
/** One solution's page, for checks that need one. */
export const A_SOLUTION_PAGE = "/solutions/whatsapp-auto-reply-bot";
/** The pages of signing in, public but outside the site's navigation. */
export const SIGN_IN_PAGES = ["/login", "/reset-password/some-token"] as const;

/**
 * Waits until React has hydrated the page (root.tsx sets data-hydrated). Scripts are requested
 * only after the first paint (decision 0022), which a busy machine can hold back for seconds:
 * the wait is a guard against a page that never hydrates, not a speed limit.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/** Opens a page and waits until React has hydrated it. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Holds back every request to `url` (a glob) until the returned function is called. */
export async function holdBack(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds back every script file until the returned function is called. */
export const holdBackScripts = (page: Page) => holdBack(page, "**/*.js");

/** Opens a page with its scripts held back and waits 100 ms after its first paint. */
export async function openBeforeScripts(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.waitForTimeout(100);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
}

/** Opens the Get Started dialog from the nav bar, or from the menu on small screens. Returns the opener. */
export async function openGetStarted(page: Page) {
  const navButton = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Get Started" });
  if (await navButton.isVisible()) {
    await navButton.click();
    return navButton;
  }
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Get Started" }).click();
  return page.getByRole("button", { name: "Open menu" });
}

/**
 * Waits as long as a person takes at least to fill in an enquiry form: one sent sooner after
 * the form appeared is kept aside as spam (decision 0051), however real its fields.
 */
export const takeAPersonsTime = (page: Page) => page.waitForTimeout(E2E_MIN_FILL_SECONDS * 1000);

/** The API's answer to an enquiry over the rate limit, which the e2e server sets too high to reach. */
const RATE_LIMITED = "Too many messages from your connection. Please try again in 10 minutes.";

/** Makes the next call to an enquiry endpoint come back refused, as over the rate limit. */
export async function refuseNextEnquiry(page: Page, path: string) {
  await page.route(
    `**${path}`,
    (route) =>
      route.fulfill({ status: 429, json: { success: false, error: RATE_LIMITED, message: RATE_LIMITED } }),
    { times: 1 },
  );
}

/**
 * API calls as the e2e administrator, with a Bearer token: the session cookie alone would be
 * refused for writes without the Origin header a browser sends.
 */
export async function adminRequest(page: Page) {
  const response = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await response.json()).token}` };
  const request = page.request;
  return {
    get: (url: string) => request.get(url, { headers }),
    delete: (url: string) => request.delete(url, { headers }),
    put: (url: string, options: Parameters<typeof request.put>[1] = {}) =>
      request.put(url, { ...options, headers: { ...headers, ...options.headers } }),
  };
}

/** Gives a solution a JPEG photo of the given size through the admin API; returns its media. */
export async function uploadSolutionPhoto(
  admin: Awaited<ReturnType<typeof adminRequest>>,
  id: string,
  width: number,
  height: number,
) {
  const upload = await admin.put(`/api/solutions/${id}/media`, {
    multipart: {
      media: { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await photo(width, height)) },
    },
  });
  expect(upload.status()).toBe(200);
  return (await upload.json()).data.media;
}

/** The stored enquiries, as the admin API lists them. */
export async function storedContacts(page: Page): Promise<Array<{ id: string; name: string }>> {
  const response = await (await adminRequest(page)).get("/api/contact");
  return (await response.json()).data;
}

/** The stored enquiry that the enquiry answered by `sent` created, as the admin API lists it. */
export async function storedContactOf(page: Page, sent: Promise<Response>) {
  const { data } = await (await sent).json();
  return (await storedContacts(page)).find((contact) => contact.id === data.id);
}

/** A form's send button and the thanks it shows once sent. */
export interface SentFormTexts {
  send: string;
  thanks: string;
}

/** Sends the form in `scope` after refuseNextEnquiry: the server's refusal shows as the alert. */
export async function expectSendRefused(scope: Page | Locator, form: SentFormTexts) {
  await scope.getByRole("button", { name: form.send }).click();
  await expect(scope.getByRole("alert")).toHaveText(RATE_LIMITED);
}

/**
 * Sends the form in `scope` as a bot that filled the honeypot: the bot is thanked like anyone,
 * and no enquiry from `name` is stored. People never meet the field: assistive technology does
 * not see it either.
 */
export async function expectHoneypotSendThankedNotStored(
  page: Page,
  scope: Page | Locator,
  form: SentFormTexts,
  name: string,
) {
  await expect(scope.getByRole("textbox", { name: "Website" })).toHaveCount(0);
  await fillHoneypot(scope);
  await scope.getByRole("button", { name: form.send }).click();
  await expect(scope.getByText(form.thanks)).toBeVisible();
  expect(await storedContacts(page)).not.toContainEqual(expect.objectContaining({ name }));
}

/** Fills the honeypot of the form in `scope` as a bot would; people cannot reach it. */
export async function fillHoneypot(scope: Page | Locator) {
  await scope.locator(`input[name="${HONEYPOT_FIELD}"]`).evaluate((input: HTMLInputElement) => {
    input.value = "http://spam.example";
  });
}

/**
 * Bytes that pass the server's MP4 sniffing but are no playable video; other bytes each time, so
 * an upload is never taken for one the library has (decision 0081-uploads-with-alt-text-and-no-twins).
 */
export function fakeMp4(): Buffer {
  const header = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.alloc(4),
    Buffer.from("mp42isom"),
  ]);
  return Buffer.concat([header, randomBytes(4096)]);
}

/** In a page shown in the light theme, switches the theme toggle to dark and sees the page turn dark. */
export async function switchToDark(page: Page) {
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  const toggle = page.getByRole("button", { name: "Toggle dark mode" }).first();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  return toggle;
}

/**
 * `route.fetch()`, sent again once when the server had just closed the idle keep-alive
 * connection Playwright reused (ECONNRESET): the server's 5 s idle timeout and Playwright's
 * connection pool race on a busy machine, and a browser would simply retry.
 */
export async function fetchRouted(route: Route) {
  try {
    return await route.fetch();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return route.fetch();
  }
}
