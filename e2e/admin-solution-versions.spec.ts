import { expect, type Page, test } from "@playwright/test";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import { adminApi, expectNoAxeViolations, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

// Issue 15: two admins (here two tabs) saving the same solution, and going back to an earlier
// version. Nothing typed may be lost on the way.

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

const titleField = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });
const taglineField = (page: Page) => page.getByRole("textbox", { name: "Tagline", exact: true });
const conflictPanel = (page: Page) =>
  page.getByRole("region", { name: "Someone else saved this solution while you were editing" });

async function createSolution(request: Parameters<typeof adminApi>[0], id: string, title: string) {
  const api = await adminApi(request);
  await api.post("/api/solutions", { ...MINIMUM_LISTS, id, title, pricing: { upfront: "R1,200" } });
  return api;
}

async function openEditor(page: Page, id: string, title: string) {
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  await expect(titleField(page)).toHaveValue(title);
}

test("a save from a second tab shows the conflict, then reloads or overwrites without losing typed text", async ({
  page,
  context,
  request,
}, testInfo) => {
  const id = `e2e-conflict-${uniqueTag(testInfo)}`;
  const api = await createSolution(request, id, "Shared Title");
  const other = await context.newPage();
  await openEditor(page, id, "Shared Title");
  await openEditor(other, id, "Shared Title");

  await titleField(other).fill("Title from the other tab");
  await other.getByRole("button", { name: "Save Solution" }).click();
  await expect(other).toHaveURL(/\/admin\/solutions$/);

  await titleField(page).fill("Title typed here");
  await taglineField(page).fill("Tagline typed here");
  await page.getByRole("button", { name: "Save Solution" }).click();
  const panel = conflictPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading")).toBeFocused();
  await expect(panel.getByRole("term")).toHaveText(["Title", "Tagline"]);
  await expect(panel.getByText("Title typed here")).toBeVisible();
  await expect(panel.getByText("Title from the other tab")).toBeVisible();
  await expect(titleField(page)).toHaveValue("Title typed here");
  await page.screenshot({ path: testInfo.outputPath("conflict.png"), fullPage: true });
  await expectNoAxeViolations(page);
  expect((await api.get(`/api/solutions/${id}`)).title).toBe("Title from the other tab");

  await panel.getByRole("button", { name: "Take the stored version" }).click();
  await expect(titleField(page)).toHaveValue("Title from the other tab");
  await expect(taglineField(page)).toHaveValue("");
  // What was typed stays on screen to copy from.
  await expect(panel.getByText("Title typed here")).toBeVisible();
  await expect(panel.getByText("Tagline typed here")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("conflict-reloaded.png"), fullPage: true });
  await panel.getByRole("button", { name: "Dismiss" }).click();
  await expect(panel).toHaveCount(0);

  // The other tab saves again; this one, now at the reloaded version, runs into it once more.
  await openEditor(other, id, "Title from the other tab");
  await taglineField(other).fill("The other tab's tagline");
  await other.getByRole("button", { name: "Save Solution" }).click();
  await expect(other).toHaveURL(/\/admin\/solutions$/);

  await titleField(page).fill("Mine wins");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("term")).toHaveText(["Title", "Tagline"]);
  await panel.getByRole("button", { name: "Save mine over it" }).click();
  await expect(page).toHaveURL(/\/admin\/solutions$/);
  const stored = await api.get(`/api/solutions/${id}`);
  expect(stored).toMatchObject({ title: "Mine wins", tagline: "" });
  await other.close();
});

test("an earlier version is listed with who saved it and restored as a new save", async ({
  page,
  request,
}, testInfo) => {
  const id = `e2e-restore-${uniqueTag(testInfo)}`;
  const api = await createSolution(request, id, "First Title");
  await api.put(`/api/solutions/${id}`, {
    ...MINIMUM_LISTS,
    title: "Second Title",
    pricing: { upfront: "R1,200" },
  });
  await openEditor(page, id, "Second Title");

  const versions = page.getByRole("region", { name: "Earlier Versions" });
  await expect(versions.getByRole("listitem")).toHaveCount(1);
  await expect(versions.getByRole("listitem")).toContainText(/Version 1 · .+ · \d/);
  const restore = versions.getByRole("button", { name: "Restore version 1" });

  await titleField(page).fill("Typed, not saved");
  await expect(restore).toBeDisabled();
  await titleField(page).fill("Second Title");
  await expect(restore).toBeEnabled();

  await restore.click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 restored." })).toBeVisible();
  await expect(titleField(page)).toHaveValue("First Title");
  await expect(versions.getByRole("listitem")).toHaveCount(2);
  await expect(versions.getByRole("listitem").first()).toContainText("Version 2");
  await page.screenshot({ path: testInfo.outputPath("versions.png"), fullPage: true });
  await expectNoAxeViolations(page);
  expect((await api.get(`/api/solutions/${id}`)).title).toBe("First Title");

  // The restore is itself a version: going back to the second title works the same way.
  await versions.getByRole("button", { name: "Restore version 2" }).click();
  await expect(titleField(page)).toHaveValue("Second Title");
  expect((await api.get(`/api/solutions/${id}`)).title).toBe("Second Title");
});
