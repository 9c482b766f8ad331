import { expect, test } from "@playwright/test";

// The API reference at /api/docs: Scalar draws it in the browser from /api/openapi.json, under
// the site's own content security policy, with nothing fetched from anywhere else.

test("the API reference shows the operations, within the page's policy", async ({ page, baseURL }) => {
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
  // A violation is reported to the page even where the console would not say so.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  const failed: string[] = [];
  page.on("response", (answer) => {
    if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
  });

  // The address of one operation, as the reference's own links name it.
  const response = await page.goto("/api/docs#POST/api/solutions");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+';/);
  await expect(page.getByRole("heading", { name: "Create a solution" })).toBeVisible({ timeout: 60_000 });
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
