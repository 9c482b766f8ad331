import { expect, test } from "@playwright/test";

// The API reference at /api/docs: drawn on the server from /api/openapi.json as plain HTML,
// with no script and nothing fetched from anywhere else, readable at 375 px.

test("the API reference shows the operations, within the page's policy @phone", async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith("data:")) {
      elsewhere.push(request.url());
    }
  });
  const failed: string[] = [];
  page.on("response", (answer) => {
    if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
  });

  // The address of one operation, as the reference's own links name it.
  const response = await page.goto("/api/docs#POST/api/solutions");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  const operation = page.locator('section[id="POST/api/solutions"]');
  await expect(operation.getByRole("heading", { name: "Create a solution" })).toBeInViewport();
  // Its request body, folded until asked for, with the fields and their rules.
  await operation.getByText("application/json").first().click();
  await expect(operation.getByText("1–30 items").first()).toBeVisible();
  // The contents list leads to another operation.
  await page
    .getByRole("navigation", { name: "Operations" })
    .getByRole("link", { name: "Sign in" })
    .first()
    .click();
  await expect(page).toHaveURL(/#POST\/api\/auth\/login$/);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.locator("script").count()).toBe(0);
  expect(failed).toEqual([]);
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test("the API reference is kept out of search results", async ({ page, request }) => {
  await page.goto("/api/docs");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap).not.toContain("/api/");
});
