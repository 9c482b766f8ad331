import { expect, type Locator, type Page, test } from "@playwright/test";
import { openAdminScreen, setTheme, signInAsAdmin, uniqueTag } from "./admin-support";

// At 375 px the Solutions and Users lists are cards, one per row, with every action on screen:
// nothing is reached by scrolling a table sideways (issue 33, item 5).

async function expectActionsOnScreen(page: Page, table: string, actionNames: RegExp) {
  const region = page.getByRole("region", { name: table });
  const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const actions = region
    .getByRole("button", { name: actionNames })
    .or(region.getByRole("link", { name: actionNames }));
  expect(await actions.count()).toBeGreaterThan(0);
  for (const action of await actions.all()) {
    const box = await action.boundingBox();
    expect(box, (await action.getAttribute("aria-label")) ?? "an action").not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
}

test("the Solutions and Users lists are cards at 375 px, every action on screen", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/solutions", "Solutions");
  await expectActionsOnScreen(page, "Solutions table", /^(Edit|Delete) /);
  await page.screenshot({ path: testInfo.outputPath("solutions.png") });
  await openAdminScreen(page, "/admin/users", "Users");
  await expectActionsOnScreen(page, "Users table", /^(Edit|Delete|Sign out) /);
  await expect(page.getByRole("region", { name: "Users table" })).toContainText(
    /Created \d{1,2} [A-Z][a-z]{2} \d{4}/,
  );
  await page.screenshot({ path: testInfo.outputPath("users.png") });
});

/** The buttons' boxes: each inside the 375 px screen, and all on one line. */
async function expectOneRowOnScreen(buttons: Locator[]) {
  const boxes = [];
  for (const button of buttons) {
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box, (await button.textContent()) ?? "a button").not.toBeNull();
    boxes.push(box as { x: number; y: number; width: number; height: number });
  }
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(Math.abs(box.y - (boxes[0]?.y ?? 0))).toBeLessThanOrEqual(2);
  }
}

test("the inbox's actions fit one row at 375 px, in the list and in the enquiry's panel", async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const name = `Phone Row ${uniqueTag(testInfo)}`;
  const sent = await request.post("/api/contact/enquiry", {
    data: { name, email: "row@example.co.za", interest: "chatbot", message: "Five buttons, one row." },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await signInAsAdmin(page);
  for (const theme of ["light", "dark"] as const) {
    await openAdminScreen(page, "/admin/contacts", "Contacts");
    await setTheme(page, theme);
    await page.getByRole("searchbox").fill(name);
    const table = page.getByRole("region", { name: /^Contacts table/ });
    await expect(table).toHaveAccessibleName("Contacts table, 1 matching");
    const row = table.getByRole("row").filter({ hasText: name });
    const statuses = ["Mark New", "Mark In Progress", "Mark Completed"].map((label) =>
      row.getByRole("button", { name: label }),
    );
    await expectOneRowOnScreen([
      ...statuses,
      row.getByRole("button", { name: `Mark ${name} as spam` }),
      row.getByRole("button", { name: `Delete ${name}` }),
    ]);
    // By keyboard too: Tab walks the row's actions in order.
    await statuses[1]?.focus();
    await page.keyboard.press("Tab");
    await expect(statuses[2] as Locator).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`inbox-${theme}.png`) });

    await row.getByRole("link", { name }).click();
    const panel = page.getByRole("dialog", { name });
    await expectOneRowOnScreen(
      ["Mark New", "Mark In Progress", "Mark Completed"].map((label) =>
        panel.getByRole("button", { name: label }),
      ),
    );
    await page.screenshot({ path: testInfo.outputPath(`inbox-panel-${theme}.png`) });
  }
});
