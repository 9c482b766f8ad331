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

  const tiers = page.getByRole("region", { name: "Solutions by Tier" });
  for (const [label, key] of [
    ["Bronze", "bronze"],
    ["Silver", "silver"],
    ["Gold", "gold"],
  ] as const) {
    await expect(tiers.locator(`[data-label="${label}"]`)).toHaveText(String(data.solutionsByTier[key]));
  }
  const statuses = page.getByRole("region", { name: "Contacts by Status" });
  for (const [label, key] of [
    ["New", "new"],
    ["In Progress", "inProgress"],
    ["Completed", "completed"],
  ] as const) {
    await expect(statuses.locator(`[data-label="${label}"]`)).toHaveText(String(data.contactsByStatus[key]));
  }

  const latest = page.getByRole("region", { name: "Latest Contacts" });
  if (data.latestContacts.length === 0) {
    await expect(latest).toContainText("No contacts found");
  } else {
    await expect(latest.getByRole("row")).toHaveCount(data.latestContacts.length + 1);
  }
});
