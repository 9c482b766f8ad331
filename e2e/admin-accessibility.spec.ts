import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  openAdminScreen,
  openSidebar,
  setTheme,
  signInAsAdmin,
} from "./admin-support";

const SCREENS = [
  { path: "/admin/dashboard", heading: "Dashboard", shot: "dashboard" },
  { path: "/admin/solutions", heading: "Solutions", shot: "solutions" },
  { path: "/admin/solutions/new", heading: "Create New Solution", shot: "solution-new" },
  { path: "/admin/solutions/whatsapp-auto-reply-bot", heading: "Edit Solution", shot: "solution-edit" },
  { path: "/admin/contacts", heading: "Contacts", shot: "contacts" },
  { path: "/admin/users", heading: "Users", shot: "users" },
  { path: "/admin/media", heading: "Media library", shot: "media" },
  { path: "/admin/settings", heading: "Settings", shot: "settings" },
  { path: "/admin/account", heading: "Account", shot: "account" },
];

// The contacts table, badges and action buttons are checked with a row in them.
test.beforeAll(async ({ request }) => {
  const response = await request.post("/api/contact/enquiry", {
    data: {
      name: "Lerato Mokoena",
      company: "Mokoena Logistics",
      email: "lerato@example.com",
      phone: "+27 82 555 0101",
      message: "We need help with stock forecasting.",
      interest: "inventory",
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
});

// ADMIN_SHOTS=<dir> also saves a full-page screenshot of every screen for visual review.
const shotsDir = process.env.ADMIN_SHOTS;

for (const { path, heading, shot } of SCREENS) {
  test(`${heading} (${path}) has no axe violations in light and dark`, async ({
    page,
    isMobile,
  }, testInfo) => {
    // Phones are checked at 375px, the narrowest width in common use.
    if (isMobile) await page.setViewportSize({ width: 375, height: 812 });
    await signInAsAdmin(page);
    await openAdminScreen(page, path, heading);
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await expectNoAxeViolations(page);
      if (shotsDir) {
        await page.screenshot({
          path: `${shotsDir}/${testInfo.project.name}-${shot}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  });
}

test("the open sidebar, a dialog and the editor's panels have no axe violations", { tag: "@phone" }, async ({
  page,
  isMobile,
}) => {
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await page.getByRole("button", { name: "Import from JSON" }).click();
  await page.getByRole("button", { name: "Generate JSON" }).click();
  await expectNoAxeViolations(page);

  await openAdminScreen(page, "/admin/users", "Users");
  await page.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByRole("dialog", { name: "Add User" })).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("Name")).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Add User" })).toBeFocused();

  await openSidebar(page, isMobile);
  await setTheme(page, "dark");
  await expectNoAxeViolations(page);
});
