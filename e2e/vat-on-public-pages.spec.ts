import { expect, test } from "@playwright/test";
import { DEFAULT_LEGAL_DETAILS } from "#domain/company/legal-details-schema";
import { adminApi } from "./admin-support";
import { A_SOLUTION_PAGE, openPage, PUBLIC_PAGES } from "./support";

// Issue 49 item 1: public pages show VAT-inclusive amounts with "incl. VAT" when the company is
// VAT-registered, and no VAT words at all when it is not (VAT Act s65; decision 0086). What a
// visitor reads once the page has hydrated, on every public page and a solution's.

const PAGES = [...PUBLIC_PAGES, A_SOLUTION_PAGE];
/** The pages that show the solutions' prices. */
const PRICED = ["/solutions", A_SOLUTION_PAGE];
const VAT_NUMBER = "4123456789";
/** An amount as the pages write it, "R1 200" or "R4 500,50", with "/ month" after a monthly one. */
const AMOUNT = /R\d{1,3}(?:[\u00a0 ]\d{3})*(?:,\d\d)?(?:[\u00a0 ]\/[\u00a0 ]month)?/g;

let api: Awaited<ReturnType<typeof adminApi>> | undefined;
// The details are the whole site's: other tests expect the defaults. Through the test's own
// session: a second sign-in on the same request context would send the first one's cookie too.
test.afterEach(async () => {
  await api?.put("/api/settings/legal", DEFAULT_LEGAL_DETAILS);
});

test("prices say incl. VAT on every public page while VAT-registered, and nothing says VAT while not", async ({
  page,
  request,
}) => {
  const read = async (path: string) => {
    await openPage(page, path);
    return page.locator("body").innerText();
  };

  api = await adminApi(request);
  expect((await api.get("/api/settings/legal")).vatRegistered).toBe(false);
  for (const path of PAGES) expect(await read(path), path).not.toMatch(/VAT/i);

  await api.put("/api/settings/legal", {
    ...DEFAULT_LEGAL_DETAILS,
    vatRegistered: true,
    vatNumber: VAT_NUMBER,
  });
  for (const path of PAGES) {
    const text = await read(path);
    await expect(page.getByRole("contentinfo"), path).toContainText(`VAT number ${VAT_NUMBER}`);
    if (!PRICED.includes(path)) continue;
    const amounts = [...text.matchAll(AMOUNT)];
    expect(amounts.length, path).toBeGreaterThan(0);
    for (const amount of amounts) {
      const after = text.slice((amount.index ?? 0) + amount[0].length).trimStart();
      expect(after.startsWith("incl. VAT"), `${path}: ${amount[0]}${after.slice(0, 20)}`).toBe(true);
    }
  }
});
