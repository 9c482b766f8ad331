import { type APIRequestContext, expect, test } from "@playwright/test";
import { openAdminScreen, openSidebar, signInAsAdmin, uniqueTag } from "./admin-support";

// The sales desk, noticed at once (issue 34): with the inbox open, a new enquiry appears by
// itself, bold and counted as unread beside Contacts and in the tab's title; opening it makes it
// read. The view lives in the address, and the dashboard leads into it. Other tests send
// enquiries at the same time, so counts are compared with each other, never with fixed numbers.

/** Sent as a visitor would: no admin session comes with it. */
async function enquire(request: APIRequestContext, name: string) {
  const sent = await request.post("/api/contact/enquiry", {
    data: { name, email: "live@example.co.za", message: "Do you build WhatsApp bots for a spaza shop?" },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

test(
  "a new enquiry appears in the open inbox within 10 s, unread and counted; opening it reads it",
  { tag: "@phone" },
  async ({ page, request, isMobile }, testInfo) => {
    const tag = uniqueTag(testInfo);
    await signInAsAdmin(page);
    await openAdminScreen(page, "/admin/contacts", "Contacts");
    await page.getByRole("searchbox").fill(tag);
    await expect(page.getByText("No contacts found matching your criteria")).toBeVisible();

    // Sent while the inbox is open; nobody reloads.
    await enquire(request, `Live ${tag}`);
    const row = page.getByRole("row").filter({ hasText: `Live ${tag}` });
    await expect(row).toBeVisible({ timeout: 10_000 });
    await expect(row).toHaveAttribute("data-unread", "true");
    await expect(row.getByRole("link", { name: `Live ${tag} (unread)` })).toHaveCSS("font-weight", "700");

    // Counted in the tab's title and beside Contacts, the same number in both.
    await expect(page).toHaveTitle(/^\(\d+\) Contacts · Admin$/);
    const inTitle = Number((await page.title()).match(/^\((\d+)\)/)?.[1]);
    expect(inTitle).toBeGreaterThan(0);
    const sidebar = await openSidebar(page, isMobile);
    await expect(sidebar.getByRole("link", { name: /^Contacts \d+ unread$/ })).toBeVisible();
    if (isMobile) await page.getByRole("button", { name: "Close admin menu" }).click();

    // The filter survives a reload: it is in the address.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await page.reload();
    await expect(page.getByRole("searchbox")).toHaveValue(tag);
    await expect(row).toBeVisible();

    await row.getByRole("link", { name: `Live ${tag} (unread)` }).click();
    const panel = page.getByRole("dialog", { name: `Live ${tag}` });
    await expect(panel).toBeVisible();
    // The panel opened over the same view, and the enquiry is read now.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}.*&id=|[?&]id=.*&q=${tag}`));
    await panel.getByRole("button", { name: "Close" }).first().click();
    await expect(row).not.toHaveAttribute("data-unread");
    await expect(row.getByRole("link", { name: `Live ${tag}`, exact: true })).toBeVisible();
  },
);

test("the dashboard's latest contacts open the enquiry, its status counts open the filtered inbox", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/dashboard", "Dashboard");
  await enquire(request, `Dash ${tag}`);
  // The dashboard reads again when the enquiry arrives.
  const latest = page.getByRole("region", { name: "Latest contacts table" });
  await latest.getByRole("link", { name: `Dash ${tag}` }).click({ timeout: 10_000 });
  await expect(page.getByRole("dialog", { name: `Dash ${tag}` })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("region", { name: "Contacts by Status" }).getByRole("link", { name: "New" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts\?status=new$/);
  // The address moves just before the screen: the dashboard has a "Contacts by Status" too.
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("new");
});

test("reply from the panel, recorded in its history; take the enquiry and find it under Assigned to me", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  await enquire(request, `Desk ${tag}`);
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/contacts", "Contacts");
  await page.getByRole("searchbox").fill(tag);
  const row = page.getByRole("row").filter({ hasText: `Desk ${tag}` });
  await row.getByRole("link", { name: `Desk ${tag} (unread)` }).click();
  const panel = page.getByRole("dialog", { name: `Desk ${tag}` });

  // An empty reply is refused at the box, and nothing is sent.
  await panel.getByRole("button", { name: "Send reply" }).click();
  await expect(panel.getByText("Please write the reply before sending it.")).toBeVisible();
  await panel
    .getByLabel("Reply to live@example.co.za")
    .fill("Yes: we set these up in a week. Can we call you?");
  await panel.getByRole("button", { name: "Send reply" }).click();
  await expect(panel.getByText(/^Replied by Administrator, /)).toBeVisible();
  await expect(panel.getByText("Yes: we set these up in a week. Can we call you?")).toBeVisible();
  await expect(panel.getByLabel("Reply to live@example.co.za")).toHaveValue("");
  // A first reply moves a new enquiry to in progress, here and in the list behind the panel.
  await expect(panel.getByText(/changed New to In Progress/)).toBeVisible();

  await panel.getByLabel("Owner").selectOption({ label: "Administrator" });
  await panel.getByRole("button", { name: "Close" }).first().click();
  await expect(row.getByText("Owner: Administrator")).toBeVisible();
  await expect(row.getByText("In Progress", { exact: true })).toBeVisible();

  await page.getByLabel("Assigned to me").check();
  await expect(page).toHaveURL(/owner=me/);
  await expect(row).toBeVisible();
  await page.getByRole("searchbox").fill(`${tag}-nobody`);
  await expect(page.getByText("No contacts found matching your criteria")).toBeVisible();
});
