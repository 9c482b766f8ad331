import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { INTEREST_VALUES } from "#domain/options";
import { adminApi, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";
import { type SeedContact, seedContacts } from "./seed-contacts";

// The back-office must stay quick with 5,000 contacts: the list pages 50 at a time,
// and search, status filter, paging and CSV export work on the whole set. How fast is for
// benchmarks to say, not for this test: CI shares its two cores with other work.
// Every assertion is scoped to this run's tag, so contacts of other tests (and of the other
// project's run on the same server) never change what is expected here.

const COUNT = 5000;
const PAGE_SIZE = 50;

const pad = (n: number) => String(n).padStart(4, "0");
/** The tag leads the name, so a search for "<tag> Person 01" picks out persons 0100 to 0199. */
const personName = (tag: string, n: number) => `${tag} Person ${pad(n)}`;

/** COUNT contact-page enquiries of this run; every 20th is completed and the one after it in progress. */
function scaleContacts(tag: string): SeedContact[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const n = i + 1;
    return {
      name: personName(tag, n),
      email: `p${pad(n)}.${tag}@example.com`,
      company: `Karoo Traders ${n % 7}`,
      phone: `+27 82 555 ${pad(n)}`,
      message: `Enquiry number ${n}`,
      interest: INTEREST_VALUES[n % INTEREST_VALUES.length],
      status: n % 20 === 0 ? "completed" : n % 20 === 1 ? "in-progress" : "new",
    };
  });
}

const table = (page: Page) => page.getByRole("region", { name: /^Contacts table/ });
const bodyRows = (page: Page) => table(page).locator("tbody tr");

async function expectMatches(page: Page, matching: number) {
  await expect(table(page)).toHaveAccessibleName(`Contacts table, ${matching} matching`);
  await expect(bodyRows(page)).toHaveCount(Math.min(matching, PAGE_SIZE));
}

/** The seeded names in the rows now shown. */
async function shownNames(page: Page) {
  const rows = await bodyRows(page).allTextContents();
  return rows.map((text) => text.match(/\S+ Person \d{4}/)?.[0]);
}

async function exportCsvLines(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  return csv.trimEnd().split("\r\n");
}

test("contacts: 5,000 enquiries are paged 50 at a time, searched, filtered and exported", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = uniqueTag(testInfo);
  await seedContacts(testInfo.project.use.baseURL as string, scaleContacts(tag));
  const total = ((await (await adminApi(request)).get("/api/contact")) as unknown[]).length;
  expect(total).toBeGreaterThanOrEqual(COUNT);

  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/contacts", "Contacts");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expectMatches(page, total);
  await expect(pagination).toContainText(`Page 1 of ${Math.ceil(total / PAGE_SIZE)}`);

  // Typed key by key, as a person would: every character lands and the list follows.
  const search = page.getByRole("searchbox");
  await search.focus();
  await page.keyboard.type(tag);
  await expect(search).toHaveValue(tag);
  await expectMatches(page, COUNT);
  await expect(pagination).toContainText(`Page 1 of ${COUNT / PAGE_SIZE}`);
  if (process.env.ADMIN_SHOTS) {
    await page.screenshot({
      path: `${process.env.ADMIN_SHOTS}/${testInfo.project.name}-contacts-5000.png`,
      fullPage: true,
    });
  }

  await page.keyboard.type(" Person 01");
  await expect(search).toHaveValue(`${tag} Person 01`);
  await expectMatches(page, 100);
  await expect(pagination).toContainText("Page 1 of 2");

  // Paging by keyboard; the Next button keeps focus even on the last page.
  const firstPage = await shownNames(page);
  await pagination.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(pagination).toContainText("Page 2 of 2");
  await expect(pagination.getByRole("button", { name: "Next" })).toBeFocused();
  await expect(pagination.getByRole("button", { name: "Next" })).toBeDisabled();
  // The pager moves at once; the rows follow when the server has answered for page 2.
  await expect.poll(async () => (await shownNames(page))[0]).not.toBe(firstPage[0]);
  const secondPage = await shownNames(page);
  const hundreds = Array.from({ length: 100 }, (_, i) => personName(tag, 100 + i));
  expect([...firstPage, ...secondPage].sort()).toEqual(hundreds);
  await page.keyboard.press("Shift+Tab");
  await expect(pagination.getByRole("button", { name: "Previous" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pagination).toContainText("Page 1 of 2");

  // The status filter applies together with the search.
  await page.getByLabel("Status").selectOption("completed");
  await expectMatches(page, 5);
  expect((await shownNames(page)).sort()).toEqual([100, 120, 140, 160, 180].map((n) => personName(tag, n)));
  await expect(pagination).toHaveCount(0);
  const completedCsv = await exportCsvLines(page);
  expect(completedCsv).toHaveLength(1 + 5);

  // Back to the whole tag: the export holds every match, not just the page shown.
  await search.fill(tag);
  await expectMatches(page, COUNT / 20);
  await page.getByLabel("Status").selectOption("in-progress");
  await expectMatches(page, COUNT / 20);
  await page.getByLabel("Status").selectOption("all");
  await expectMatches(page, COUNT);
  const csv = await exportCsvLines(page);
  expect(csv[0]).toMatch(/^\uFEFF"Name","Email",/);
  expect(csv).toHaveLength(1 + COUNT);
  expect(csv.slice(1).every((line) => line.startsWith(`"${tag} Person `))).toBe(true);
  expect(csv.filter((line) => line.includes('"Completed"'))).toHaveLength(COUNT / 20);
});
