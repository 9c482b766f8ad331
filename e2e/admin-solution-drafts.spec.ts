import { expect, test } from "@playwright/test";
import {
  adminApi,
  openAdminScreen,
  previewLinkOf,
  setTheme,
  signInAsAdmin,
  solutionOfItsOwn,
} from "./admin-support";

// Issue 31, item 1: an admin makes a solution a draft; anonymous visitors lose it everywhere,
// its preview link still shows it (noindex, never cached); published again, it is back.

test("a draft is hidden from visitors, shown by its preview link, and back once published", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const { id, title } = await solutionOfItsOwn(api, testInfo, "Drafted");
  const visitor = await browser.newPage();
  await visitor.goto(`/solutions/${id}`);
  const linkPreview = new URL(
    (await visitor.locator('meta[property="og:image"]').getAttribute("content")) as string,
  ).pathname;
  expect((await visitor.request.get(linkPreview)).status()).toBe(200);
  // The anonymous catalogue is cached with it in it: the draft must empty that cache.
  await visitor.goto("/solutions");
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

  await signInAsAdmin(page);
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  await page.getByRole("combobox", { name: "Status" }).selectOption("draft");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solution saved successfully." })).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.getByRole("heading", { name: "Publishing" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`editor-${theme}.png`) });
  }

  await openAdminScreen(page, "/admin/solutions", "Solutions");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`list-${theme}.png`) });
  }

  await visitor.goto("/solutions");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.goto(`/solutions/${id}`);
  await expect(visitor).toHaveURL(/\/solutions$/);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(id);
  expect((await visitor.request.get(`/api/solutions/${id}`)).status()).toBe(404);
  expect((await visitor.request.get(linkPreview)).status()).toBe(404);

  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  await page.screenshot({ path: testInfo.outputPath("editor-header.png") });
  const link = await previewLinkOf(page, page.getByRole("button", { name: /^Preview/ }));

  const shown = await visitor.goto(`${link.pathname}${link.search}`);
  expect(shown?.headers()["cache-control"]).toContain("no-store");
  expect(shown?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const forged = `${link.pathname}?preview=${link.searchParams.get("preview")?.replace(/.$/, "A")}x`;
  await visitor.goto(forged);
  await expect(visitor).toHaveURL(/\/solutions$/);

  await page.getByRole("combobox", { name: "Status" }).selectOption("published");
  await page.getByRole("button", { name: "Save Solution" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solution saved successfully." })).toBeVisible();
  await visitor.goto(`/solutions/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
  await visitor.close();
});
