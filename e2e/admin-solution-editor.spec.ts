import { expect, type Page, test } from "@playwright/test";
import { photo } from "../tests/support/image-fixtures";
import { MINIMUM_LISTS } from "../tests/support/solution-lists";
import {
  adminApi,
  expectNoAxeViolations,
  openAdminScreen,
  setTheme,
  signInAsAdminBeforeEach,
  uniqueTag,
} from "./admin-support";

signInAsAdminBeforeEach();

const node = (page: Page, n: number) => page.getByRole("group", { name: `Node ${n}`, exact: true });
const connection = (page: Page, n: number, end: "From" | "To") =>
  page.getByLabel(`Connection ${n} ${end} Node`, { exact: true });

test("creating a solution stores it, then stays in its editor with a notice, View on site and media upload", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const id = `e2e-${tag}`;
  const title = `Receipt Reader ${tag}`;
  await openAdminScreen(page, "/admin/solutions", "Solutions");
  await page.getByRole("link", { name: "Add Solution" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create New Solution" })).toBeVisible();

  await page.getByRole("textbox", { name: "ID", exact: true }).fill(id);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Tagline", exact: true }).fill("Reads receipts for you");
  await page.getByRole("combobox", { name: "Tier", exact: true }).selectOption("silver");
  await page.getByTitle("DocumentTextIcon").click();
  await expect(page.getByRole("radio", { name: "DocumentTextIcon" })).toBeChecked();
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Captures receipt data automatically.");
  await page.getByRole("checkbox", { name: "Inefficiencies" }).check();
  await page.getByRole("checkbox", { name: "Retail" }).check();
  await page.getByLabel("Feature title").fill("OCR");
  await page.getByLabel("Step title").fill("Set-up");

  await page.getByRole("button", { name: "Add Node" }).click();
  await expect(node(page, 4).getByLabel("Node ID")).toHaveValue("node4");
  await expect(node(page, 4).getByLabel("Label")).toHaveValue("New Node");
  await expect(node(page, 4).getByLabel("Y", { exact: true })).toHaveValue("400");
  await node(page, 4).getByLabel("Node ID").fill("review");
  await node(page, 4).getByLabel("Node ID").press("Enter");
  await node(page, 4).getByLabel("Label").fill("Review");
  await node(page, 4).getByLabel("X", { exact: true }).fill("4x");
  await node(page, 4).getByLabel("X", { exact: true }).press("Tab");
  await expect(node(page, 4).getByLabel("X", { exact: true })).toHaveValue("4");

  await page.getByRole("button", { name: "Add Connection" }).click();
  await expect(connection(page, 3, "From")).toHaveValue("input");
  await expect(connection(page, 3, "To")).toHaveValue("process");
  await connection(page, 3, "From").selectOption("output");
  await connection(page, 3, "To").selectOption({ label: "Review (review)" });

  await page.getByLabel("Upfront Price").fill("R15,000");
  await page.getByLabel("Monthly Price").fill("R1,500 / month");
  await page.getByRole("button", { name: "Save Solution" }).click();

  // Issue 15: the admin stays in the editor, now the solution's own, with what was saved.
  await expect(page).toHaveURL(new RegExp(`/admin/solutions/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Edit Solution" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Solution created successfully." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  const viewOnSite = page.getByRole("link", { name: "View on site (opens in a new tab)" });
  await expect(viewOnSite).toHaveAttribute("href", `/solutions/${id}`);
  await expect(viewOnSite).toHaveAttribute("target", "_blank");
  // Media can be uploaded at once, without reopening the solution.
  await page.getByLabel("Upload or replace media (image or video, max 10MB)").setInputFiles({
    name: "receipt.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(await photo(64, 48)),
  });
  await page
    .getByRole("dialog", { name: "Describe the picture" })
    .getByRole("button", { name: "Skip" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Media updated successfully." })).toBeVisible();
  await expect(page.getByText("File: receipt.jpg")).toBeVisible();

  const saved = await (await adminApi(request)).get(`/api/solutions/${id}`);
  expect(saved).toMatchObject({
    id,
    title,
    tier: "silver",
    icon: "DocumentTextIcon",
    challenges: ["Inefficiencies"],
    sectors: ["Retail"],
    features: [{ title: "OCR" }],
    implementationSteps: [{ id: 1, title: "Set-up" }],
    timeline: "4-6 weeks",
    pricing: { upfront: "R15,000", monthly: "R1,500 / month" },
  });
  expect(saved.animation.nodes.map((n: { id: string }) => n.id)).toEqual([
    "input",
    "process",
    "output",
    "review",
  ]);
  expect(saved.animation.nodes[3]).toMatchObject({ label: "Review", type: "process", x: 4, y: 400 });
  expect(saved.animation.edges).toEqual([
    { from: "input", to: "process" },
    { from: "process", to: "output" },
    { from: "output", to: "review" },
  ]);

  // Visitors see it at once in the catalogue and on its own page, flowchart included.
  await page.goto("/solutions?tier=silver");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.goto(`/solutions/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("Silver Tier")).toBeVisible();
  await expect(page.locator("svg").getByText("Review", { exact: true })).toBeAttached();

  // The edit screen shows the stored solution, with its id fixed.
  await page.goto("/admin/solutions");
  const row = page.getByRole("row").filter({ hasText: id });
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Solution" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "ID", exact: true })).toHaveValue(id);
  await expect(page.getByRole("textbox", { name: "ID", exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByText("File: receipt.jpg")).toBeVisible();

  // Deleting asks first, then removes the row.
  await page.getByRole("link", { name: "Cancel" }).click();
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this solution? It moves to the Trash, where it can be restored for 30 days.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  expect(await (await adminApi(request)).status(`/api/solutions/${id}`)).toBe(404);
});

test("renaming a node rewrites its connections; removal rules hold", async ({ page }) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await node(page, 2).getByLabel("Node ID").fill("think");
  await node(page, 2).getByLabel("Node ID").press("Enter");
  await expect(connection(page, 1, "To")).toHaveValue("think");
  await expect(connection(page, 2, "From")).toHaveValue("think");
  await expect(connection(page, 1, "To").locator("option:checked")).toHaveText("Process (think)");

  // Removing a node takes its connections with it; two nodes must remain.
  await page.getByRole("button", { name: "Remove node 2" }).click();
  await expect(page.getByLabel(/^Connection \d+ From Node$/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove node 1" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Remove Feature 1" })).toBeDisabled();
});

test("a node id applies when committed, an id in use is refused at the field, Add Node never repeats an id", async ({
  page,
}) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  // Typed key by key, "input2" passes through "input": nothing may change until it is committed.
  const third = node(page, 3).getByLabel("Node ID");
  await third.selectText();
  await third.pressSequentially("input2");
  await expect(connection(page, 2, "To")).toHaveValue("output");
  await third.press("Tab");
  await expect(connection(page, 1, "From")).toHaveValue("input");
  await expect(connection(page, 2, "To")).toHaveValue("input2");
  await expect(connection(page, 2, "To").locator("option:checked")).toHaveText("Output (input2)");

  // An id another node has is refused where it was typed, and the connections keep theirs.
  const second = node(page, 2).getByLabel("Node ID");
  await second.fill("input");
  await second.press("Enter");
  await expect(page).toHaveURL(/\/admin\/solutions\/new$/);
  await expect(second).toHaveAttribute("aria-invalid", "true");
  await expect(second).toHaveAccessibleDescription("Another node already has the id 'input'");
  await expect(connection(page, 1, "To")).toHaveValue("process");
  await second.fill("think");
  await second.press("Enter");
  await expect(second).not.toHaveAttribute("aria-invalid");
  await expect(connection(page, 1, "To")).toHaveValue("think");

  // node4 and node5, then a removal leaves four nodes: the next one must not be a second node5.
  const addNode = page.getByRole("button", { name: "Add Node" });
  await addNode.click();
  await addNode.click();
  await page.getByRole("button", { name: "Remove node 1" }).click();
  await addNode.click();
  const ids = await page
    .getByLabel("Node ID")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(ids).toEqual(["think", "input2", "node4", "node5", "node6"]);
});

test("coordinates hold what is typed and become whole numbers when committed", async ({ page }) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  const x = node(page, 1).getByLabel("X", { exact: true });
  const y = node(page, 1).getByLabel("Y", { exact: true });
  await x.fill("");
  await expect(x).toHaveValue("");
  await x.pressSequentially("2.5");
  await expect(x).toHaveValue("2.5");
  await x.press("Enter");
  await expect(x).toHaveValue("2");

  await y.fill("");
  await y.pressSequentially("-25");
  await expect(y).toHaveValue("-25");
  await y.press("Tab");
  await expect(y).toHaveValue("-25");

  await x.fill("abc");
  await x.blur();
  await expect(x).toHaveValue("0");
  await page.getByRole("button", { name: "Generate JSON" }).click();
  const generated = JSON.parse(await page.getByLabel("Generated JSON").inputValue());
  expect(generated.animation.nodes[0]).toMatchObject({ x: 0, y: -25 });
});

test("Enter in a one-line field does not submit the form", async ({ page }) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Half typed");
  await page.getByRole("textbox", { name: "Title", exact: true }).press("Enter");
  await page.getByLabel("Upfront Price").press("Enter");
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The button still submits.
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "ID is required, Feature title is required, Step title is required, Upfront price is required",
  );
});

test("paragraphs typed in the description keep their line breaks on the public page", async ({
  page,
  request,
}, testInfo) => {
  const id = `e2e-paragraphs-${uniqueTag(testInfo)}`;
  await (await adminApi(request)).post("/api/solutions", {
    id,
    title: "Paragraphs",
    ...MINIMUM_LISTS,
    pricing: { upfront: "R1" },
  });
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  await description.fill("First paragraph.");
  await description.press("Enter");
  await description.press("Enter");
  await description.pressSequentially("Second paragraph.");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solution saved successfully." })).toBeVisible();

  await page.goto(`/solutions/${id}`);
  const shown = page.getByText("First paragraph.");
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((element) => (element as HTMLElement).innerText)).toBe(
    "First paragraph.\n\nSecond paragraph.",
  );
});

test("the enquiry interest chosen for an unusual new solution is where its contact page starts", async ({
  page,
  request,
}, testInfo) => {
  // Decision 0079: no word of "Tuck Shop Till Whisperer" names an interest; its admin says it.
  const id = `e2e-tuck-shop-${uniqueTag(testInfo)}`;
  await (await adminApi(request)).post("/api/solutions", {
    id,
    title: "Tuck Shop Till Whisperer",
    ...MINIMUM_LISTS,
    pricing: { upfront: "R1" },
  });
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  const interest = page.getByRole("combobox", { name: "Enquiry interest" });
  await expect(interest).toHaveValue("other");
  await interest.selectOption({ label: "E-commerce Stock Management" });
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solution saved successfully." })).toBeVisible();

  await page.goto(`/contact?solution=${id}`);
  await expect(page.getByText("Your message is about")).toContainText("Tuck Shop Till Whisperer");
  await expect(page.getByLabel("What are you interested in?")).toHaveValue("inventory");
});

const saveBar = (page: Page) => page.locator("[data-save-bar]");

/** Whether `field` is in the viewport and clear of the save bar stuck to its bottom. */
async function expectClearOfSaveBar(page: Page, field: ReturnType<Page["getByRole"]>) {
  await expect(field).toBeInViewport();
  const [fieldBox, barBox] = await Promise.all([field.boundingBox(), saveBar(page).boundingBox()]);
  expect(fieldBox && barBox && fieldBox.y + fieldBox.height <= barBox.y).toBe(true);
}

test("a failed save shows each error at its field, focuses the first, and keeps the form", async ({
  page,
}, testInfo) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  const id = page.getByRole("textbox", { name: "ID", exact: true });
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const featureTitle = page.getByRole("textbox", { name: "Feature title" });
  const stepTitle = page.getByRole("textbox", { name: "Step title" });
  const upfront = page.getByRole("textbox", { name: "Upfront Price" });
  // Everything the server refuses empty is marked required, visibly and for assistive technology.
  for (const field of [id, title, featureTitle, stepTitle, upfront, node(page, 1).getByLabel("Node ID")]) {
    await expect(field).toHaveAttribute("required", "");
  }
  await expect(page.getByText("Feature title *")).toBeVisible();

  // The save bar stays in view at the top of a long form.
  const save = page.getByRole("button", { name: "Save Solution" });
  await expect(save).toBeInViewport();
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`save-bar-${theme}.png`) });
  }
  await upfront.scrollIntoViewIfNeeded();
  await save.click();

  await expect(id).toBeFocused();
  await expect(id).toHaveAttribute("aria-invalid", "true");
  await expect(id).toHaveAccessibleDescription("ID is required");
  await expect(title).toHaveAccessibleDescription("Title is required");
  await expect(featureTitle).toHaveAccessibleDescription("Feature title is required");
  await expect(stepTitle).toHaveAccessibleDescription("Step title is required");
  await expect(upfront).toHaveAccessibleDescription("Upfront price is required");
  await expect(page.getByRole("alert")).toHaveText(
    "ID is required, Title is required, Feature title is required, Step title is required, Upfront price is required",
  );
  await expectClearOfSaveBar(page, id);
  for (const theme of ["dark", "light"] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`field-errors-${theme}.png`) });
  }
  await expectNoAxeViolations(page);

  // A corrected field stops saying it is wrong; focus goes to the first one still wrong.
  await id.fill("Not A Slug");
  await expect(id).not.toHaveAttribute("aria-invalid");
  await title.fill("Kept title");
  await featureTitle.fill("A feature");
  await stepTitle.fill("A step");
  await save.click();
  await expect(id).toBeFocused();
  await expect(id).toHaveAccessibleDescription(
    "ID may contain only lowercase letters, digits and single hyphens",
  );
  await expect(upfront).toHaveAttribute("aria-invalid", "true");
  await expect(title).not.toHaveAttribute("aria-invalid");

  // Focus scrolls the field at the foot of the form clear of the save bar over it.
  await id.fill("kept-id");
  await save.click();
  await expect(upfront).toBeFocused();
  await expectClearOfSaveBar(page, upfront);

  // What the server refuses is shown at its field too.
  await upfront.fill("R1");
  await page.route("**/api/solutions", (route) =>
    route.fulfill({
      status: 400,
      json: {
        success: false,
        error: "Title is already used by another solution",
        errors: { title: "Title is already used by another solution" },
      },
    }),
  );
  await save.click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription("Title is already used by another solution");
  await expect(page.getByRole("alert")).toHaveText(
    "Validation error: Title is already used by another solution",
  );
  await expect(title).toHaveValue("Kept title");
  await page.unroute("**/api/solutions");

  // Leaving with unsaved changes asks first.
  await page.getByRole("link", { name: "Cancel" }).click();
  const question = page.getByRole("dialog");
  await expect(question).toContainText("You have unsaved changes");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/solutions\/new$/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/solutions$/);
});

test("Import from JSON reports bad input and replaces the whole form with good input", async ({ page }) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await page.getByRole("button", { name: "Import from JSON" }).click();
  await page.getByText("Schema documentation").click();
  await expect(page.getByText('"pricing": { "upfront"')).toBeVisible();

  const input = page.getByLabel("Solution JSON");
  await input.fill("{ not json");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid JSON format. Please check your input.");
  await input.fill('{"tagline": "No id or title"}');
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid JSON format. Missing required fields.");

  await input.fill(
    JSON.stringify({
      id: "imported-bot",
      title: "Imported Bot",
      tagline: "From JSON",
      description: "Imported.",
      tier: "gold",
      icon: "ChatIcon",
      challenges: ["High Operating Costs"],
      sectors: ["Finance"],
      features: [
        { title: "One", description: "" },
        { title: "Two", description: "" },
      ],
      animation: {
        nodes: [
          { id: "a", label: "Ask", type: "input", x: 10, y: 20 },
          { id: "b", label: "Answer", type: "output", x: 30, y: 40 },
        ],
        edges: [{ from: "a", to: "b" }],
      },
      implementationSteps: [{ title: "Go", description: "", iconName: "MailIcon" }],
      timeline: "1-2 weeks",
      pricing: { upfront: "R800" },
    }),
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByLabel("Solution JSON")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "ID", exact: true })).toHaveValue("imported-bot");
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Imported Bot");
  await expect(page.getByRole("combobox", { name: "Tier", exact: true })).toHaveValue("gold");
  await expect(page.getByRole("radio", { name: "ChatIcon" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "High Operating Costs" })).toBeChecked();
  await expect(page.getByLabel("Feature title")).toHaveCount(2);
  await expect(page.getByLabel("Node ID")).toHaveCount(2);
  await expect(connection(page, 1, "To").locator("option:checked")).toHaveText("Answer (b)");
  await expect(page.getByRole("textbox", { name: "Timeline" })).toHaveValue("1-2 weeks");
  await expect(page.getByLabel("Upfront Price")).toHaveValue("R800");
});

test("importing JSON without lists fills a new solution's, says so, and saves", async ({
  page,
  request,
}, testInfo) => {
  const id = `e2e-import-${uniqueTag(testInfo)}`;
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await page.getByRole("button", { name: "Import from JSON" }).click();
  await page.getByLabel("Solution JSON").fill(
    JSON.stringify({
      id,
      title: "Bare Import",
      tagline: "Only the basics",
      description: "Nothing else.",
      pricing: { upfront: "R900" },
    }),
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported." })).toHaveText(
    "Imported. Missing parts were filled in as for a new solution: Features, Implementation Steps, Animation Nodes.",
  );
  await expect(page.getByLabel("Feature title")).toHaveCount(1);
  await expect(page.getByLabel("Step title")).toHaveCount(1);
  await expect(page.getByLabel("Node ID")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Remove node 1" })).toBeEnabled();

  await page.getByLabel("Feature title").fill("Basics");
  await page.getByLabel("Step title").fill("Start");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/solutions/${id}$`));
  const saved = await (await adminApi(request)).get(`/api/solutions/${id}`);
  expect(saved.features).toEqual([{ title: "Basics", description: "" }]);
  expect(saved.animation.nodes).toHaveLength(3);
});

test("Generate JSON renumbers the steps, indents by two and copies", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await page.getByRole("button", { name: "Add Step" }).click();
  await page.getByRole("button", { name: "Add Step" }).click();
  await page.getByRole("button", { name: "Remove Step 1" }).click();
  await page.getByLabel("Step title").nth(1).fill("Last");

  await page.getByRole("button", { name: "Generate JSON" }).click();
  const json = await page.getByLabel("Generated JSON").inputValue();
  expect(json).toContain('\n  "title": ""');
  const generated = JSON.parse(json);
  expect(generated.implementationSteps.map((s: { id: number }) => s.id)).toEqual([1, 2]);
  expect(generated.implementationSteps[1].title).toBe("Last");

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(json);
});
