import { expect, type Page, test } from "@playwright/test";
import { openAdminScreen, signInAsAdmin } from "./admin-support";

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
