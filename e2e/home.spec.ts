import { expect, test } from "@playwright/test";
import { openPage, stubNoVideo } from "./support";

test("the home page shows its headline and hydrates without console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await stubNoVideo(page);

  await openPage(page, "/");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Unleash Your Business Potential with Intelligent AI Solutions",
    }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore AI Solutions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Are You Facing These SMME Hurdles?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Strategic AI, Grounded in Expertise" })).toBeVisible();
  await expect(page.getByTestId("video-placeholder")).toHaveText(/Video unavailable/);
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

test("the home video shows a placeholder with the error text when the settings call fails", async ({
  page,
}) => {
  await page.route("**/api/settings", (route) => route.fulfill({ status: 500, body: "oops" }));
  await page.goto("/");
  await expect(page.getByTestId("video-placeholder")).toHaveText(/An error occurred while loading video/);
});

test("the home video shows a placeholder while the settings endpoint answers 404", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("video-placeholder")).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
});

test("the home video asks before playing when the visitor prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route("**/api/settings", (route) =>
    route.fulfill({
      json: { success: true, data: { homepageVideo: { url: "intro.mp4", fileName: "intro.mp4" } } },
    }),
  );
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/uploads/")) videoRequests.push(request.url());
  });
  await openPage(page, "/");
  await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
  expect(videoRequests).toEqual([]);
  await page.route("**/uploads/intro.mp4", (route) => route.fulfill({ status: 404, body: "" }));
  await page.getByRole("button", { name: "Play video" }).click();
  // The stub answers 404, so playback fails and the placeholder shows the labelled reason.
  await expect(page.getByTestId("video-placeholder")).toHaveText(/Playback error: source-not-supported/);
});
