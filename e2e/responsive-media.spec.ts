import { expect, type Page, test } from "@playwright/test";
import { photo } from "../tests/support/image-fixtures";
import { adminRequest, fakeMp4, openPage, uploadSolutionPhoto } from "./support";

// What a visitor's browser downloads of uploaded media: a resized variant of a photo, never
// the original; of the homepage video, nothing until it is on screen (or pressed, on a phone).

function uploadsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/uploads/")) urls.push(url.pathname);
  });
  return urls;
}

test("a solution's photo arrives as a resized variant, not the 2400 px original", { tag: "@phone" }, async ({
  page,
}) => {
  const admin = await adminRequest(page);
  const id = "ocr-receipt-capture";
  const media = await uploadSolutionPhoto(admin, id, 2400, 1600);
  try {
    const requested = uploadsRequested(page);
    await openPage(page, `/solutions/${id}`);
    const shown = page.getByRole("img", { name: /in use$/ });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toHaveJSProperty("complete", true);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Width and height are set, so the box is reserved before the bytes arrive.
    await expect(shown).toHaveAttribute("width", "2400");
    await expect(shown).toHaveAttribute("height", "1600");

    const variantUrls = media.variants.map((variant: { url: string }) => variant.url);
    expect(requested).not.toContain(media.url);
    expect(requested.length).toBeGreaterThan(0);
    for (const url of requested) expect(variantUrls).toContain(url);
    const current = await shown.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    const chosen = media.variants.find((variant: { url: string }) => variant.url === current);
    expect(chosen.type).toBe("image/avif");
    // The narrowest that fills the box at this screen's density.
    const needed = await shown.evaluate((img: HTMLImageElement) => img.clientWidth * devicePixelRatio);
    expect(chosen.width).toBeGreaterThanOrEqual(Math.min(needed, 1920));
  } finally {
    await admin.delete(`/api/solutions/${id}/media`);
  }
});

/** A homepage video (not playable) with a 1920 × 1080 poster; answers the settings' homepageVideo. */
async function setHomepageVideoWithPoster(admin: Awaited<ReturnType<typeof adminRequest>>) {
  await admin.put("/api/settings/homepage-video", {
    multipart: { video: { name: "intro.mp4", mimeType: "video/mp4", buffer: fakeMp4() } },
  });
  const posterUpload = await admin.put("/api/settings/homepage-video/poster", {
    multipart: {
      poster: { name: "still.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await photo(1920, 1080)) },
    },
  });
  expect(posterUpload.status()).toBe(200);
  return (await posterUpload.json()).data.homepageVideo;
}

test("the home page's HTML carries the video's poster, so it loads with the page, before any script", async ({
  page,
  request,
}) => {
  const admin = await adminRequest(page);
  const { poster } = await setHomepageVideoWithPoster(admin);
  try {
    const html = await (await request.get("/")).text();
    const img = html.match(/<img[^>]*fetchpriority="high"[^>]*>/i)?.[0];
    expect(img).toContain(`src="${poster.url}"`);
    for (const variant of poster.variants as Array<{ url: string }>) expect(html).toContain(variant.url);
    // Its Play button waits for the script that plays the video: a press before it would do nothing.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>)[\s\S])*Play video/);
  } finally {
    await admin.delete("/api/settings/homepage-video");
  }
});

test("the poster paints from the page's HTML alone: its inline preview shows while every other request is held back", async ({
  page,
}) => {
  const admin = await adminRequest(page);
  await setHomepageVideoWithPoster(admin);
  try {
    // Nothing but the HTML arrives: no uploaded file, no script, no stylesheet.
    await page.route(/\/(uploads|assets)\//, (route) => route.abort());
    await page.goto("/");
    const preview = page.locator('img[src^="data:image/avif;base64,"]');
    await expect(preview).toHaveCount(1);
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    // It fills the video's frame, as the poster will.
    const frame = await page
      .getByRole("region", { name: "Introduction video" })
      .locator("div")
      .first()
      .boundingBox();
    const shown = await preview.boundingBox();
    expect(shown?.width).toBeCloseTo(frame?.width ?? 0, 0);
    expect(shown?.height).toBeCloseTo(frame?.height ?? 0, 0);

    // With the scripts running, it stays once GET /api/settings has answered (without it),
    // until the poster or the video covers it: the uploads are held as on a slow link (so the
    // scripts wait their ten seconds for the poster, then run).
    await page.unrouteAll();
    await page.route("**/uploads/**", () => {});
    const settingsAnswered = page.waitForResponse("**/api/settings");
    await page.goto("/", { waitUntil: "commit" });
    await settingsAnswered;
    // The answer's state is rendered by the next frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(preview).toBeVisible();
  } finally {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await admin.delete("/api/settings/homepage-video");
  }
});

test("a poster that fails to load leaves its preview, not a broken picture", async ({ page }) => {
  const admin = await adminRequest(page);
  await setHomepageVideoWithPoster(admin);
  try {
    // A phone's width, where the video waits for a tap and the poster is what shows.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.route("**/uploads/**", (route) => route.abort());
    await openPage(page, "/");
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0);
    await expect(page.locator('img[src^="data:image/avif;base64,"]')).toBeVisible();
    await expect(page.getByRole("button", { name: "Play video" })).toBeEnabled();
  } finally {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await admin.delete("/api/settings/homepage-video");
  }
});

test("the page's scripts are requested once the poster has loaded, so it has the link to itself", async ({
  page,
}) => {
  const admin = await adminRequest(page);
  const { poster } = await setHomepageVideoWithPoster(admin);
  try {
    const events: string[] = [];
    // The poster takes its time, as on a slow link.
    await page.route("**/uploads/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const posterUrls = [poster.url, ...poster.variants.map((variant: { url: string }) => variant.url)];
    page.on("requestfinished", (request) => {
      if (posterUrls.includes(new URL(request.url()).pathname)) events.push("poster loaded");
    });
    page.on("request", (request) => {
      if (/\/assets\/.*\.js$/.test(new URL(request.url()).pathname)) events.push("script requested");
    });
    await page.goto("/");
    await expect.poll(() => events.includes("script requested")).toBe(true);
    expect(events[0]).toBe("poster loaded");
  } finally {
    // A held request still on its way must not outlive the test.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await admin.delete("/api/settings/homepage-video");
  }
});

test("the homepage video downloads nothing until it is on screen, and its poster shows first", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  const admin = await adminRequest(page);
  const { url: videoUrl, poster } = await setHomepageVideoWithPoster(admin);
  try {
    // A short window puts the video below the fold.
    await page.setViewportSize({ width: isMobile ? 375 : 1280, height: 420 });
    const requested = uploadsRequested(page);
    await openPage(page, "/");
    await page.waitForTimeout(1000);
    expect(requested).not.toContain(videoUrl);
    expect(requested).not.toContain(poster.url);

    await page.getByRole("region", { name: "Introduction video" }).scrollIntoViewIfNeeded();
    if (isMobile) {
      // On a phone the 1080p file waits for a tap; the poster (a variant) is shown instead.
      const button = page.getByRole("button", { name: "Play video" });
      await expect(button).toBeVisible();
      const posterVariants = poster.variants.map((variant: { url: string }) => variant.url);
      await expect.poll(() => requested.some((url) => posterVariants.includes(url))).toBe(true);
      await page.waitForTimeout(1000);
      expect(requested).not.toContain(videoUrl);
      await button.click();
    }
    await expect.poll(() => requested.includes(videoUrl)).toBe(true);
    expect(requested).not.toContain(poster.url);
  } finally {
    await admin.delete("/api/settings/homepage-video");
  }
});
