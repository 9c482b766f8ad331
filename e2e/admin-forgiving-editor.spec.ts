import { expect, type Page, type TestInfo, test } from "@playwright/test";
import {
  adminApi,
  openAdminScreen,
  setTheme,
  signInAsAdminBeforeEach,
  solutionOfItsOwn,
} from "./admin-support";

// Issue 31, item 4: an editor that forgives. Unsaved edits outlive a closed tab, Ctrl+S saves,
// Duplicate starts a new draft, the list's search and filters live in the address, and a
// deleted solution waits in the Trash to be restored.

signInAsAdminBeforeEach();

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const offer = (page: Page) => page.getByRole("region", { name: "Unsaved changes" });

async function openEditor(page: Page, id: string) {
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  await expect(field(page, "ID")).toHaveValue(id);
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`) });
  }
  await setTheme(page, "light");
}

test("unsaved edits outlive a closed tab, are offered back, and Ctrl+S saves them", async ({
  page,
  context,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const { id } = await solutionOfItsOwn(api, testInfo, "Forgiving");
  await openEditor(page, id);
  await field(page, "Tagline").fill("Typed, never saved");
  // The tab goes without a word (a crash, or closed with the browser).
  await page.close();

  const again = await context.newPage();
  await openEditor(again, id);
  await expect(offer(again)).toBeVisible();
  await expect(field(again, "Tagline")).toHaveValue("");
  await screenshots(again, testInfo, "offered");
  await again.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(offer(again)).toHaveCount(0);
  await expect(field(again, "Tagline")).toHaveValue("Typed, never saved");

  await field(again, "Tagline").press("ControlOrMeta+s");
  await expect(again.getByRole("status").filter({ hasText: "Solution saved successfully." })).toBeVisible();
  expect((await api.get(`/api/solutions/${id}`)).tagline).toBe("Typed, never saved");
  // Saved, the kept copy is gone: nothing is offered on the next visit.
  await again.reload();
  await expect(field(again, "Tagline")).toHaveValue("Typed, never saved");
  await expect(offer(again)).toHaveCount(0);

  // Discarded, it is not offered again either.
  await field(again, "Tagline").fill("A second thought");
  await again.close();
  const third = await context.newPage();
  await openEditor(third, id);
  await third.getByRole("button", { name: "Discard" }).click();
  await expect(field(third, "Tagline")).toHaveValue("Typed, never saved");
  await third.reload();
  await expect(field(third, "Tagline")).toHaveValue("Typed, never saved");
  await expect(offer(third)).toHaveCount(0);
});

test("Duplicate starts a new solution from a stored one, saved as a draft under a fresh id", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const { id, title } = await solutionOfItsOwn(api, testInfo, "Original");
  await openEditor(page, id);
  await page.getByRole("link", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create New Solution" })).toBeVisible();
  await expect(field(page, "Title")).toHaveValue(`Copy of ${title}`);
  await expect(field(page, "ID")).toHaveValue(`${id}-copy`);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("draft");
  await page.getByRole("button", { name: "Save Solution" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/solutions/${id}-copy$`));
  await expect(page.getByRole("status").filter({ hasText: "Solution created successfully." })).toBeVisible();
  const copy = await api.get(`/api/solutions/${id}-copy`);
  expect(copy).toMatchObject({ title: `Copy of ${title}`, status: "draft" });
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/api/solutions/${id}-copy`)).status()).toBe(404);
  await visitor.close();
  expect((await api.get(`/api/solutions/${id}`)).title).toBe(title);
});

test("the list's search and filters live in the address; a deleted solution is restored from the Trash", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const { id, title } = await solutionOfItsOwn(api, testInfo, "Trashed");
  await api.put(`/api/solutions/${id}`, { ...(await api.get(`/api/solutions/${id}`)), tier: "gold" });
  const visitor = await browser.newPage();

  await openAdminScreen(page, "/admin/solutions", "Solutions");
  await page.getByRole("searchbox", { name: "Search by title, tagline, ID or challenge" }).fill(title);
  await page.getByRole("combobox", { name: "Tier" }).selectOption("gold");
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(/[?&]tier=gold/);
  await page.getByRole("button", { name: "Title", exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=title/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: /^Search by title/ })).toHaveValue(title);
  await expect(page.getByRole("combobox", { name: "Tier" })).toHaveValue("gold");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await page.getByRole("combobox", { name: "Tier" }).selectOption("bronze");
  await expect(page.getByText("No solutions found matching your criteria")).toBeVisible();
  await page.goBack();
  await expect(row).toHaveCount(1);
  await screenshots(page, testInfo, "filtered-list");

  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this solution? It moves to the Trash, where it can be restored for 30 days.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "moved to the Trash" })).toBeVisible();
  await expect(row).toHaveCount(0);
  await visitor.goto(`/solutions/${id}`);
  await expect(visitor).toHaveURL(/\/solutions$/);

  await page.getByRole("link", { name: "Trash" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
  const trashed = page.getByRole("row").filter({ hasText: title });
  await expect(trashed).toBeVisible();
  await screenshots(page, testInfo, "trash");
  await trashed.getByRole("button", { name: `Restore ${title}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "is back in the Solutions list" })).toBeVisible();
  await expect(trashed).toHaveCount(0);

  await visitor.goto(`/solutions/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect((await api.get(`/api/solutions/${id}/versions`)).length).toBe(1);
});
