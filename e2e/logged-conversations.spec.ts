import { expect, type Page, test } from "@playwright/test";
import { adminApi, openAdminScreen, setTheme, signInAsAdmin, uniqueTag } from "./admin-support";

// Issue 35, item 4: a lead who wrote on WhatsApp or walked in, logged by hand in the inbox, found
// in the list with its channel and counted on the dashboard by channel. Runs at 1280 and 375 px;
// each run logs its own channel, so the two runs' counts do not mix.

const CONTACT_REQUIRED = "Please give a phone number or an email address.";
const shots = process.env.ADMIN_SHOTS;

async function shoot(page: Page, name: string, project: string) {
  if (!shots) return;
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: `${shots}/${project}-${name}-${theme}.png`, fullPage: true });
  }
  await setTheme(page, "light");
}

test(
  "log a conversation in the inbox, find it with its channel, and see it counted by channel",
  { tag: "@phone" },
  async ({ page, request }, testInfo) => {
    const desktop = testInfo.project.name === "desktop";
    const channel = desktop ? "WhatsApp" : "Walk-in";
    const api = await adminApi(request);
    const before = (await api.get("/api/admin/insights")).channels as Record<string, number>;
    const counted = before[desktop ? "whatsapp" : "walk-in"] as number;
    const tag = uniqueTag(testInfo);
    const name = `Caller ${tag}`;

    await signInAsAdmin(page);
    if (desktop) await page.setViewportSize({ width: 1280, height: 900 });
    await openAdminScreen(page, "/admin/contacts", "Contacts");

    // By keyboard: the button opens the dialog with its first field focused.
    await page.getByRole("button", { name: "Log a conversation" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Log a conversation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Channel")).toBeFocused();
    // It fits the screen's width, on a phone too.
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );

    // Sent empty: each problem at its field, and the first of them focused.
    await dialog.getByRole("button", { name: "Log conversation" }).click();
    const nameField = dialog.getByRole("textbox", { name: "Name", exact: true });
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAccessibleDescription("Name is required.");
    await expect(
      dialog.getByRole("textbox", { name: "WhatsApp or phone number" }),
    ).toHaveAccessibleDescription(new RegExp(`^${CONTACT_REQUIRED}`));
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      CONTACT_REQUIRED,
    );
    await expect(dialog.getByRole("textbox", { name: "What was said" })).toHaveAccessibleDescription(
      "Please write what the conversation was about.",
    );
    await shoot(page, "log-conversation-errors", testInfo.project.name);

    await dialog.getByLabel("Channel").selectOption({ label: channel });
    await nameField.fill(name);
    await dialog.getByRole("textbox", { name: "WhatsApp or phone number" }).fill("082 555 0199");
    await dialog.getByLabel("Solution").selectOption({ label: "WhatsApp & Email Auto-Reply Bot" });
    // Picking the solution chooses the interest that goes with it (issue 45, item 8).
    await expect(dialog.getByLabel("Interest")).toHaveValue("chatbot");
    await dialog.getByRole("textbox", { name: "What was said" }).fill("Wants the bot to answer bookings.");
    // Enter in a text field sends the form, as in any form.
    await nameField.press("Enter");

    // The logged enquiry opens in its panel, as logged by this admin, answerable by phone only.
    const panel = page.getByRole("dialog", { name });
    await expect(panel).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(panel).toContainText(`Logged by Administrator (${channel})`);
    // Shown as typed, dialled in international form (decision 0079).
    await expect(panel.getByRole("link", { name: "082 555 0199" })).toHaveAttribute(
      "href",
      "tel:+27825550199",
    );
    await expect(panel).toContainText("This enquiry has no email address: answer them by phone or WhatsApp.");
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);

    // In the list, with its channel beside its status, and owned by the admin who logged it.
    await page.getByRole("searchbox").fill(tag);
    const table = page.getByRole("region", { name: /^Contacts table/ });
    await expect(table).toHaveAccessibleName("Contacts table, 1 matching");
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row.getByText(`Logged from ${channel}`)).toBeVisible();
    await expect(row).toContainText("Owner: Administrator");
    await expect(row).toContainText("From: WhatsApp & Email Auto-Reply Bot");
    await shoot(page, "logged-in-list", testInfo.project.name);

    // On the dashboard, among the enquiries by channel.
    await openAdminScreen(page, "/admin/dashboard", "Dashboard");
    const channels = page.getByRole("region", { name: "Enquiries by channel" });
    await expect(channels.locator(`dd[data-label="${channel}"]`)).toHaveText(String(counted + 1));
    await expect(channels.locator('dd[data-label="Web form"]')).toHaveText(/^\d+$/);
    await channels.scrollIntoViewIfNeeded();
    await shoot(page, "channels", testInfo.project.name);
  },
);
