import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";
import { expectFocusRing, expectFocusTrapped, tabTo } from "./keyboard";
import { openPage } from "./support";

// DESIGN: the back-office must be usable by keyboard alone. These walkthroughs press keys only,
// never click, at desktop width (sidebar column) and phone width (slide-over menu).

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("sign in and move through every admin screen by keyboard", async ({ page, isMobile }) => {
  await openPage(page, "/login");
  await tabTo(page, page.getByLabel("Email address"));
  await page.keyboard.type(E2E_ADMIN.email);
  await tabTo(page, page.getByLabel("Password"));
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(heading(page, "Dashboard")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The first Tab shows a link that skips the sidebar.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(20);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  const screens = ["Solutions", "Contacts", "Users", "Settings", "Dashboard"];
  if (!isMobile) {
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    for (const [index, name] of screens.entries()) {
      const link = sidebar.getByRole("link", { name });
      // Back up to the sidebar from the main region first, and for Dashboard, the first link.
      await tabTo(page, link, { back: index === 0 || name === "Dashboard" });
      await expectFocusRing(page);
      await page.keyboard.press("Enter");
      await expect(heading(page, name)).toBeVisible();
      await expect(link).toHaveAttribute("aria-current", "page");
    }
    return;
  }

  // Phones: the menu button opens the slide-over, focus moves into it, Escape closes it and
  // focus returns to the button.
  const menuButton = page.getByRole("button", { name: "Open admin menu" });
  const menu = page.getByRole("dialog", { name: "Admin menu" });
  await tabTo(page, menuButton, { back: true });
  await expectFocusRing(page);
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, menu);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  for (const name of screens) {
    await page.keyboard.press("Enter");
    await tabTo(page, menu.getByRole("link", { name }));
    await expectFocusRing(page);
    await page.keyboard.press("Enter");
    await expect(heading(page, name)).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  }
});

test("contacts: filter, change a status and delete through the confirmation, by keyboard", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  for (const name of [`Anele ${tag}`, `Buhle ${tag}`]) {
    const response = await request.post("/api/enquiries", {
      data: { name, email: "kb@example.com", company: "Keyboard Co", message: "Hello" },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/contacts", "Contacts");
  await tabTo(page, page.getByRole("searchbox"));
  await page.keyboard.type(tag);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);

  // The pressed status button becomes unavailable but keeps focus, so the user stays in the row.
  const anele = rows.filter({ hasText: `Anele ${tag}` });
  const markInProgress = anele.getByRole("button", { name: "Mark In Progress" });
  await tabTo(page, markInProgress);
  await expectFocusRing(page);
  await page.keyboard.press("Enter");
  await expect(anele.getByText("In Progress", { exact: true })).toBeVisible();
  await expect(markInProgress).toBeDisabled();
  await expect(markInProgress).toBeFocused();

  // The status filter, by arrow keys: All Statuses, New, In Progress.
  await tabTo(page, page.getByLabel("Status"), { back: true });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Status")).toHaveValue("in-progress");
  await expect(rows).toHaveCount(1);
  await page.keyboard.press("Home");
  await expect(rows).toHaveCount(2);

  // Delete asks first. Focus stays inside the dialog; Escape cancels and returns to the opener.
  const buhle = rows.filter({ hasText: `Buhle ${tag}` });
  const deleteButton = buhle.getByRole("button", { name: `Delete Buhle ${tag}` });
  const dialog = page.getByRole("dialog");
  await tabTo(page, deleteButton);
  await page.keyboard.press("Enter");
  await expect(dialog).toContainText("Are you sure you want to delete this contact?");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await expect(rows).toHaveCount(2);

  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("button", { name: "Delete" }));
  await expectFocusRing(page);
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(1);
  await expect(buhle).toHaveCount(0);
  // The opener went with its row: focus lands on the main region, not the page body.
  await expect(page.getByRole("main")).toBeFocused();
});

test("solution editor: add a feature, a step and a node by keyboard", async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/solutions", "Solutions");
  await tabTo(page, page.getByRole("link", { name: "Add Solution" }));
  await page.keyboard.press("Enter");
  await expect(heading(page, "Create New Solution")).toBeVisible();

  // After Add, focus is in the new item's first field, ready to type.
  for (const [item, field] of [
    ["Feature", "Feature title"],
    ["Step", "Step title"],
  ] as const) {
    await tabTo(page, page.getByRole("button", { name: `Add ${item}` }));
    await expectFocusRing(page);
    await page.keyboard.press("Enter");
    const second = page.getByRole("group", { name: `${item} 2` });
    await expect(second.getByLabel(field)).toBeFocused();
    await page.keyboard.type(`Second ${item.toLowerCase()}`);
    await expect(second.getByLabel(field)).toHaveValue(`Second ${item.toLowerCase()}`);
  }

  await tabTo(page, page.getByRole("button", { name: "Add Node" }));
  await page.keyboard.press("Enter");
  const node4 = page.getByRole("group", { name: "Node 4", exact: true });
  await expect(node4.getByLabel("Node ID")).toBeFocused();
  await expect(node4.getByLabel("Node ID")).toHaveValue("node4");
  await tabTo(page, node4.getByLabel("Label"));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Review");
  await expect(page.getByRole("img", { name: /flowchart/i })).toContainText("Review");

  // Removing it takes focus back to Add Node rather than dropping it.
  await tabTo(page, page.getByRole("button", { name: "Remove node 4" }));
  await page.keyboard.press("Enter");
  await expect(node4).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Node" })).toBeFocused();
});

test("users: Edit User opens by keyboard, keeps focus inside and closes with Escape", async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/users", "Users");
  const edit = page
    .getByRole("row")
    .filter({ hasText: E2E_ADMIN.email })
    .getByRole("button", { name: /^Edit / });
  await tabTo(page, edit);
  await expectFocusRing(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
});
