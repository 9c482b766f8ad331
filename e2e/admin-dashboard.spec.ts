import { expect, test } from "@playwright/test";
import { adminApi, openAdminScreen, signInAsAdmin } from "./admin-support";

test("the dashboard shows the figures of GET /api/admin/dashboard", async ({ page, request }) => {
  const api = await adminApi(request);
  const data = await api.get("/api/admin/dashboard");
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/dashboard", "Dashboard");

  await expect(page.getByRole("region", { name: "Total Solutions" })).toContainText(
    String(data.totalSolutions),
  );
  await expect(page.getByRole("region", { name: "Total Users" })).toContainText(String(data.totalUsers));
  await expect(page.getByRole("region", { name: "Total Contacts" })).toContainText(
    String(data.totalContacts),
  );

  const breakdowns = [
    ["Solutions by Tier", "Bronze", data.solutionsByTier.bronze],
    ["Solutions by Tier", "Silver", data.solutionsByTier.silver],
    ["Solutions by Tier", "Gold", data.solutionsByTier.gold],
    ["Contacts by Status", "New", data.contactsByStatus.new],
    ["Contacts by Status", "In Progress", data.contactsByStatus.inProgress],
    ["Contacts by Status", "Completed", data.contactsByStatus.completed],
    ["Contacts by Status", "Overdue", data.overdueContacts],
  ];
  for (const [region, label, value] of breakdowns) {
    await expect(page.getByRole("region", { name: region }).locator(`[data-label="${label}"]`)).toHaveText(
      String(value),
    );
  }

  const latest = page.getByRole("region", { name: "Latest Contacts" });
  if (data.latestContacts.length === 0) {
    await expect(latest).toContainText("No contacts found");
  } else {
    await expect(latest.getByRole("row")).toHaveCount(data.latestContacts.length + 1);
  }
});

test("nothing an admin taps on the dashboard moves when the insights arrive", async ({ page }) => {
  // Insights on a slow line: held until the rest of the dashboard is on screen.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(
    (url) => url.pathname === "/api/admin/insights",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  const newContacts = page
    .getByRole("region", { name: "Contacts by Status" })
    .getByRole("link", { name: "New" });
  const latest = page.getByRole("heading", { name: "Latest Contacts" });
  await expect(page.getByText("Loading insights...")).toBeVisible();
  const before = [await newContacts.boundingBox(), await latest.boundingBox()];

  release();
  await expect(page.getByRole("region", { name: "Devices" })).toBeVisible();
  expect([await newContacts.boundingBox(), await latest.boundingBox()]).toEqual(before);
});
