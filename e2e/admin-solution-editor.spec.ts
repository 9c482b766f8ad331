import { expect, type Page, test } from "@playwright/test";
import { adminApi, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

const node = (page: Page, n: number) => page.getByRole("group", { name: `Node ${n}`, exact: true });
const connection = (page: Page, n: number, end: "From" | "To") =>
  page.getByLabel(`Connection ${n} ${end} Node`, { exact: true });

test("creating a solution with nodes and connections stores it through the API", async ({
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
  await node(page, 4).getByLabel("Label").fill("Review");
  await node(page, 4).getByLabel("X", { exact: true }).fill("4x");
  await expect(node(page, 4).getByLabel("X", { exact: true })).toHaveValue("4");

  await page.getByRole("button", { name: "Add Connection" }).click();
  await expect(connection(page, 3, "From")).toHaveValue("input");
  await expect(connection(page, 3, "To")).toHaveValue("process");
  await connection(page, 3, "From").selectOption("output");
  await connection(page, 3, "To").selectOption({ label: "Review (review)" });

  await page.getByLabel("Upfront Price").fill("R15,000");
  await page.getByLabel("Monthly Price").fill("R1,500 / month");
  await page.getByRole("button", { name: "Save Solution" }).click();

  await expect(page).toHaveURL(/\/admin\/solutions$/);
  const row = page.getByRole("row").filter({ hasText: id });
  await expect(row).toContainText(title);

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
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Solution" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "ID", exact: true })).toHaveValue(id);
  await expect(page.getByRole("textbox", { name: "ID", exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByText("No media uploaded yet.")).toBeVisible();

  // Deleting asks first, then removes the row.
  await page.getByRole("link", { name: "Cancel" }).click();
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this solution? This action cannot be undone.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  expect(await (await adminApi(request)).status(`/api/solutions/${id}`)).toBe(404);
});

test("renaming a node rewrites its connections; removal rules hold", async ({ page }) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await node(page, 2).getByLabel("Node ID").fill("think");
  await expect(connection(page, 1, "To")).toHaveValue("think");
  await expect(connection(page, 2, "From")).toHaveValue("think");
  await expect(connection(page, 1, "To").locator("option:checked")).toHaveText("Process (think)");

  // Removing a node takes its connections with it; two nodes must remain.
  await page.getByRole("button", { name: "Remove node 2" }).click();
  await expect(page.getByLabel(/^Connection \d+ From Node$/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove node 1" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Remove Feature 1" })).toBeDisabled();
});

test("a failed save keeps the form and shows the server's validation errors", async ({ page }) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "ID is required, Title is required, Upfront price is required",
  );

  await page.getByRole("textbox", { name: "ID", exact: true }).fill("Not A Slug");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Kept title");
  await page.getByLabel("Upfront Price").fill("R1");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /^Validation error: .*ID may contain only lowercase letters/,
  );
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Kept title");

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
