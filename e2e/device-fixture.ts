import { type APIRequestContext, test as base } from "@playwright/test";

/** Opens an API client of its own at the site, with no cookies: another device, as it were. */
export type NewDevice = () => Promise<APIRequestContext>;

/**
 * Playwright's `test` with `newDevice`. `request` shares the test's cookies (the e2e admin's
 * session), so a sign-in elsewhere needs a client of its own; each one opened is closed after the test.
 */
export const test = base.extend<{ newDevice: NewDevice }>({
  newDevice: async ({ playwright, baseURL }, use) => {
    const opened: APIRequestContext[] = [];
    await use(async () => {
      const device = await playwright.request.newContext({ baseURL });
      opened.push(device);
      return device;
    });
    await Promise.all(opened.map((device) => device.dispose()));
  },
});
