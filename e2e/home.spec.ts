import { expect, test } from "@playwright/test";
import { testClip } from "../tests/support/media-fixtures";
import { adminRequest, fakeMp4, openPage } from "./support";

test("the home page shows its headline and hydrates without console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

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
  await expect(page.getByRole("img", { name: /^Illustration:/ })).toBeVisible();
  const closing = page.getByRole("region", { name: "Ready to put AI to work in your business?" });
  await expect(closing.getByRole("link", { name: "Browse Solutions" })).toHaveAttribute("href", "/solutions");
  await expect(closing.getByRole("link", { name: "Talk to Us" })).toHaveAttribute("href", "/contact");
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

test("the home video shows a placeholder with the error text when the network fails", async ({ page }) => {
  // A dropped connection is outside our control, so it is the one thing simulated here.
  await page.route("**/api/settings", (route) => route.abort("connectionreset"));
  await page.goto("/");
  await expect(page.getByTestId("video-placeholder")).toHaveText(/An error occurred while loading video/);
});

test("with no video set the hero shows its designed still, in the HTML, not an error box", async ({
  page,
  request,
}) => {
  // Fresh install: in the server's HTML, so it paints before any script runs.
  expect(await (await request.get("/")).text()).toContain('data-testid="video-still"');
  await page.goto("/");
  const still = page.getByRole("img", { name: /^Illustration:/ });
  await expect(still).toBeVisible();
  const box = await still.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  await expect(page.getByTestId("video-placeholder")).toHaveCount(0);
  await expect(page.getByText("Video unavailable")).toHaveCount(0);
  await expect(page.locator("video")).toHaveCount(0);
});

test("a video uploaded without a poster gets one from its first frame, in the page's HTML", async ({
  page,
}) => {
  const admin = await adminRequest(page);
  const upload = await admin.put("/api/settings/homepage-video", {
    multipart: {
      video: {
        name: "intro.mp4",
        mimeType: "video/mp4",
        buffer: Buffer.from(testClip({ width: 1280, height: 720 })),
      },
    },
  });
  expect(upload.status()).toBe(200);
  try {
    // Its few-kilobyte preview is inline, so the frame paints with the page.
    expect(await (await page.request.get("/")).text()).toContain("data:image/avif;base64,");
    await openPage(page, "/");
    const frame = page.getByRole("region", { name: "Introduction video" });
    // A phone shows it behind its play button, a wide screen as the playing video's poster.
    await expect
      .poll(() =>
        frame.evaluate((section) => {
          const video = section.querySelector("video");
          if (video?.poster.includes("/uploads/")) return "poster";
          const pictures = [...section.querySelectorAll("img")].filter((img) =>
            img.currentSrc.includes("/uploads/"),
          );
          return pictures.some((img) => img.complete && img.naturalWidth > 0) ? "poster" : "none";
        }),
      )
      .toBe("poster");
    await expect(page.getByTestId("video-placeholder")).toHaveCount(0);
  } finally {
    await admin.delete("/api/settings/homepage-video");
  }
});

test("the home video downloads nothing until pressed when the browser's Save-Data switch is on", async ({
  page,
}) => {
  const admin = await adminRequest(page);
  await admin.put("/api/settings/homepage-video", {
    multipart: { video: { name: "intro.mp4", mimeType: "video/mp4", buffer: fakeMp4() } },
  });
  try {
    // The browser setting itself is outside our control, so it is the one thing emulated here.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    });
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/uploads/")) videoRequests.push(request.url());
    });
    await openPage(page, "/");
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);
  } finally {
    await admin.delete("/api/settings/homepage-video");
  }
});

test("the home video asks before playing when the visitor prefers reduced motion", async ({ page }) => {
  const admin = await adminRequest(page);
  // Not a playable video: real MP4 magic bytes, then noise. Playback fails, which shows the label.
  const upload = await admin.put("/api/settings/homepage-video", {
    multipart: { video: { name: "intro.mp4", mimeType: "video/mp4", buffer: fakeMp4() } },
  });
  expect(upload.status()).toBe(200);
  try {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/uploads/")) videoRequests.push(request.url());
    });
    await openPage(page, "/");
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
    expect(videoRequests).toEqual([]);
    await page.getByRole("button", { name: "Play video" }).click();
    await expect(page.getByTestId("video-placeholder")).toHaveText(
      /Playback error: (decode|source-not-supported)/,
    );
    expect(videoRequests.length).toBeGreaterThan(0);
  } finally {
    await admin.delete("/api/settings/homepage-video");
  }
});
