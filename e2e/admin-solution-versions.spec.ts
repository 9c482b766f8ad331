import { type Browser, expect, type Page, test } from "@playwright/test";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import {
  adminApi,
  expectNoAxeViolations,
  openAdminScreen,
  setTheme,
  signInAsAdmin,
  signInAsAdminBeforeEach,
  uniqueTag,
} from "./admin-support";

// Issue 15: two admins (here two tabs) saving the same solution, and going back to an earlier
// version. Nothing typed may be lost on the way.

signInAsAdminBeforeEach();

const titleField = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });
const taglineField = (page: Page) => page.getByRole("textbox", { name: "Tagline", exact: true });
const saveSolution = (page: Page) => page.getByRole("button", { name: "Save Solution" }).click();
const savedNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Solution saved successfully." });
const conflictPanel = (page: Page) =>
  page.getByRole("region", { name: "Someone else saved this solution while you were editing" });

async function createSolution(
  request: Parameters<typeof adminApi>[0],
  id: string,
  title: string,
  description?: string,
) {
  const api = await adminApi(request);
  await api.post("/api/solutions", {
    ...MINIMUM_LISTS,
    id,
    title,
    description,
    pricing: { upfront: "R1,200" },
  });
  return api;
}

async function openEditor(page: Page, id: string, title: string) {
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  await expect(titleField(page)).toHaveValue(title);
}

const upfrontField = (page: Page) => page.getByRole("textbox", { name: "Upfront Price (R)", exact: true });
const mergedNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Changes another admin saved meanwhile were kept too." });

/** A second admin in a browser of their own, with the solution's editor open. */
async function secondAdmin(browser: Browser, baseURL: string | undefined, id: string, title: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await openEditor(page, id, title);
  return { context, page };
}

// Issue 46 item 4 (decision 0080): a stale save is a three-way merge. Issue 30: a real
// solution's answers pass 1 KB, so they reach the browser gzipped with a weak ETag (W/"2"),
// which must still carry the version into the save.
test("two admins' changes to different fields merge without a prompt, with gzipped answers", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const id = `e2e-merge-${uniqueTag(testInfo)}`;
  const description = "Answers customers' questions at any hour, in their own language. ".repeat(30);
  const api = await createSolution(request, id, "Shared Title", description);
  const naledi = await secondAdmin(browser, baseURL, id, "Shared Title");
  await openEditor(page, id, "Shared Title");

  // Sipho changes the tagline and saves; Naledi, who opened it before, changes the price only.
  await taglineField(page).fill("Answers every customer");
  await saveSolution(page);
  await expect(savedNotice(page)).toBeVisible();
  await upfrontField(naledi.page).fill("R1,500");
  await saveSolution(naledi.page);
  await expect(mergedNotice(naledi.page)).toBeVisible();
  await expect(conflictPanel(naledi.page)).toHaveCount(0);
  await expect(taglineField(naledi.page)).toHaveValue("Answers every customer");
  expect(await api.get(`/api/solutions/${id}`)).toMatchObject({
    title: "Shared Title",
    tagline: "Answers every customer",
    pricing: { upfrontCents: 150_000 },
  });

  // Sipho's form is stale now: his next change merges with Naledi's price the same way.
  await titleField(page).fill("Sipho's title");
  await saveSolution(page);
  await expect(mergedNotice(page)).toBeVisible();
  await expect(upfrontField(page)).toHaveValue(/^R1[\s,]500$/);
  expect(await api.get(`/api/solutions/${id}`)).toMatchObject({
    title: "Sipho's title",
    tagline: "Answers every customer",
    pricing: { upfrontCents: 150_000 },
  });
  await naledi.context.close();
});

test("a field both admins changed is asked, both sides as words, and the side picked is saved", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const id = `e2e-conflict-${uniqueTag(testInfo)}`;
  const api = await createSolution(request, id, "Shared Title");
  const naledi = await secondAdmin(browser, baseURL, id, "Shared Title");
  await openEditor(page, id, "Shared Title");

  await titleField(page).fill("Title from Sipho");
  await upfrontField(page).fill("R2,000");
  await saveSolution(page);
  await expect(savedNotice(page)).toBeVisible();

  await titleField(naledi.page).fill("Title from Naledi");
  await taglineField(naledi.page).fill("Naledi's tagline");
  await upfrontField(naledi.page).fill("R3,000");
  await saveSolution(naledi.page);
  const panel = conflictPanel(naledi.page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading")).toBeFocused();
  // Only what both changed is asked; Naledi's tagline is not.
  const asked = panel.getByRole("group");
  await expect(asked).toHaveCount(2);
  const title = panel.getByRole("group", { name: "Title" });
  const price = panel.getByRole("group", { name: "Pricing · Upfront" });
  await expect(title.getByRole("radio", { name: "Keep yours Title from Naledi" })).toBeVisible();
  await expect(title.getByRole("radio", { name: "Keep the stored one Title from Sipho" })).toBeVisible();
  await expect(price).toContainText(/R3[\s,]000/);
  await expect(price).toContainText(/R2[\s,]000/);
  expect((await api.get(`/api/solutions/${id}`)).title).toBe("Title from Sipho");
  await expectNoAxeViolations(naledi.page);
  for (const width of [1280, 375]) {
    await naledi.page.setViewportSize({ width, height: 900 });
    for (const theme of ["light", "dark"] as const) {
      await setTheme(naledi.page, theme);
      await panel.screenshot({
        path: testInfo.outputPath(`merge-asks-${width}-${theme}.png`),
        animations: "disabled",
      });
    }
  }

  // Every field asked needs a side.
  await title.getByRole("radio", { name: /Keep the stored one/ }).check();
  await panel.getByRole("button", { name: "Save with these choices" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Choose yours or the stored one for each field.");
  await price.getByRole("radio", { name: /Keep yours/ }).check();
  await panel.getByRole("button", { name: "Save with these choices" }).click();
  await expect(mergedNotice(naledi.page)).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(titleField(naledi.page)).toHaveValue("Title from Sipho");
  expect(await api.get(`/api/solutions/${id}`)).toMatchObject({
    title: "Title from Sipho",
    tagline: "Naledi's tagline",
    pricing: { upfrontCents: 300_000 },
  });
  await naledi.context.close();
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

test("the enquiry settings list earlier versions and restore one; a stale switch shows the conflict", async ({
  page,
  context,
  request,
}) => {
  const api = await adminApi(request);
  const before = (await api.get("/api/settings/enquiries")).acknowledgeEnquiries as boolean;
  await openAdminScreen(page, "/admin/settings", "Settings");
  const checkbox = page.getByRole("checkbox", { name: /Send visitors an acknowledgement email/ });
  const versions = page.getByRole("region", { name: "Earlier Versions of the Enquiry Settings" });
  await expect(checkbox).toBeChecked({ checked: before });

  await checkbox.click();
  await expect(page.getByRole("status").filter({ hasText: "Enquiry settings saved." })).toBeVisible();
  await expect(checkbox).toBeChecked({ checked: !before });
  const newest = versions.getByRole("listitem").first();
  await expect(newest).toContainText(/Version \d+ · .+ · \d/);
  const replaced = Number((await newest.textContent())?.match(/Version (\d+)/)?.[1]);

  // Restoring the version the switch replaced brings the setting back, as a new save.
  await versions.getByRole("button", { name: `Restore version ${replaced}` }).click();
  await expect(versions.getByRole("status")).toHaveText(`Version ${replaced} restored.`);
  await expect(checkbox).toBeChecked({ checked: before });
  await expect(page.getByRole("status").filter({ hasText: "Enquiry settings saved." })).toHaveCount(0);
  await expect(versions.getByRole("listitem").first()).toContainText(`Version ${replaced + 1}`);
  expect((await api.get("/api/settings/enquiries")).acknowledgeEnquiries).toBe(before);
  await expectNoAxeViolations(page);

  // Another tab switches it off and on meanwhile: this tab's switch, from a stale version, is
  // refused and shows what differs.
  const other = await context.newPage();
  await openAdminScreen(other, "/admin/settings", "Settings");
  const otherCheckbox = other.getByRole("checkbox", { name: /Send visitors an acknowledgement email/ });
  for (const checked of [!before, before]) {
    await otherCheckbox.click();
    await expect(otherCheckbox).toBeChecked({ checked });
    await expect(otherCheckbox).toBeEnabled();
  }
  await other.close();

  await checkbox.click();
  const panel = page.getByRole("region", { name: "Someone else saved the settings while you were editing" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("term")).toHaveText(["Send visitors an acknowledgement email"]);
  await expect(checkbox).toBeChecked({ checked: before });
  await panel.getByRole("button", { name: "Save mine over it" }).click();
  await expect(panel).toHaveCount(0);
  await expect(checkbox).toBeChecked({ checked: !before });
  expect((await api.get("/api/settings/enquiries")).acknowledgeEnquiries).toBe(!before);
  // Left as the other tests found it.
  await checkbox.click();
  await expect(checkbox).toBeChecked({ checked: before });
});
