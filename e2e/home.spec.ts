import { expect, test } from "@playwright/test";

test("the home page shows its headline and hydrates without console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.goto("/");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Unleash Your Business Potential with Intelligent AI Solutions",
    }),
  ).toBeVisible();
  // Hydration has finished once React Router's client has taken over navigation.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByRole("link", { name: "Explore AI Solutions" }).isVisible();
  expect(problems).toEqual([]);
});

test("the raw HTML of / carries the headline before any JavaScript runs", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Unleash Your Business Potential with Intelligent AI Solutions");
});

test("an unknown path shows the home page, answered 404 and kept out of search engines", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Unleash Your Business Potential with Intelligent AI Solutions",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
