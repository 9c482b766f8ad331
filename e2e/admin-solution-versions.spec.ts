import { expect, type Page, test } from "@playwright/test";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import {
  adminApi,
  expectNoAxeViolations,
  openAdminScreen,
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
  await saveSolution(other);
  await expect(savedNotice(other)).toBeVisible();

  await titleField(page).fill("Title typed here");
  await taglineField(page).fill("Tagline typed here");
  await saveSolution(page);
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
  await saveSolution(other);
  await expect(savedNotice(other)).toBeVisible();

  await titleField(page).fill("Mine wins");
  await saveSolution(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("term")).toHaveText(["Title", "Tagline"]);
  await panel.getByRole("button", { name: "Save mine over it" }).click();
  await expect(savedNotice(page)).toBeVisible();
  const stored = await api.get(`/api/solutions/${id}`);
  expect(stored).toMatchObject({ title: "Mine wins", tagline: "" });
  await other.close();
});

// Issue 30: a real solution's answers pass 1 KB, so they reach the browser gzipped with a weak
// ETag (W/"2"), which must still carry the version into the save.
test("a stale save from another browser shows the conflict when the answers come gzipped", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const id = `e2e-gzipped-${uniqueTag(testInfo)}`;
  const description = "Answers customers' questions at any hour, in their own language. ".repeat(30);
  const api = await createSolution(request, id, "Shared Title", description);
  const otherBrowser = await browser.newContext({ baseURL });
  const other = await otherBrowser.newPage();
  await signInAsAdmin(other);
  await openEditor(page, id, "Shared Title");
  await openEditor(other, id, "Shared Title");

  await titleField(page).fill("Title from the first browser");
  await saveSolution(page);
  await expect(savedNotice(page)).toBeVisible();

  await taglineField(other).fill("Tagline from the other browser");
  await saveSolution(other);
  const panel = conflictPanel(other);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("term")).toHaveText(["Title", "Tagline"]);
  expect(await api.get(`/api/solutions/${id}`)).toMatchObject({
    title: "Title from the first browser",
    tagline: "",
  });

  // Taking the stored version and typing the tagline again saves both admins' changes.
  await panel.getByRole("button", { name: "Take the stored version" }).click();
  await expect(titleField(other)).toHaveValue("Title from the first browser");
  await taglineField(other).fill("Tagline from the other browser");
  await saveSolution(other);
  await expect(savedNotice(other)).toBeVisible();
  expect(await api.get(`/api/solutions/${id}`)).toMatchObject({
    title: "Title from the first browser",
    tagline: "Tagline from the other browser",
  });

  // The first browser's form is stale now too: the version of its own save's answer was read.
  await titleField(page).fill("Second title from the first browser");
  await saveSolution(page);
  await expect(conflictPanel(page)).toBeVisible();
  expect((await api.get(`/api/solutions/${id}`)).title).toBe("Title from the first browser");
  await otherBrowser.close();
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
