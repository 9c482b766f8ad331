import { expect, type Page, test } from "@playwright/test";
import { testClip } from "../tests/support/media-fixtures";
import { adminRequest, openPage } from "./support";

// SPEC §9 on a phone: the homepage video plays by itself, muted and looped, from its light
// variant, unless the visitor asked for reduced motion or Save-Data (issue 33, item 3).

/** A real 10 s 720p clip as the homepage video, once its light variant has been made. */
async function setPlayableVideo(page: Page) {
  const admin = await adminRequest(page);
  const clip = Buffer.from(testClip({ seconds: 10, width: 1280, height: 720 }));
  const upload = await admin.put("/api/settings/homepage-video", {
    multipart: { video: { name: "intro.mp4", mimeType: "video/mp4", buffer: clip } },
  });
  expect(upload.status()).toBe(200);
  // Made after the upload was answered.
  let video: { url: string; variants?: Array<{ url: string; width: number }> } = { url: "" };
  await expect
    .poll(
      async () => {
        video = (await (await page.request.get("/api/settings")).json()).data.homepageVideo;
        return video.variants?.length ?? 0;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(1);
  return { admin, video: video as Required<typeof video> };
}

function videoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".mp4")) urls.push(pathname);
  });
  return urls;
}

const playback = (page: Page) =>
  page.locator("video").evaluate((video: HTMLVideoElement) => ({
    source: new URL(video.currentSrc || "http://x/").pathname,
    paused: video.paused,
    muted: video.muted,
    loop: video.loop,
    playing: video.currentTime > 0,
  }));

test("on a 375 px phone the homepage video plays by itself, muted and looped, from its light variant, with controls at a tap; reduced motion and Save-Data stop it", {
  tag: "@phone",
}, async ({ page, browser, hasTouch }) => {
  const { admin, video } = await setPlayableVideo(page);
  const light = video.variants[0]?.url as string;
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    const requested = videoRequests(page);
    await openPage(page, "/");
    await expect
      .poll(() => playback(page), { timeout: 30_000 })
      .toEqual({ source: light, paused: false, muted: true, loop: true, playing: true });
    expect(requested).not.toContain(video.url);
    await expect(page.getByRole("button", { name: "Play video" })).toHaveCount(0);
    // Its controls come with the visitor's tap (decision 0065).
    await expect(page.locator("video")).toHaveJSProperty("controls", false);
    await (hasTouch ? page.locator("video").tap() : page.locator("video").click());
    await expect(page.locator("video")).toHaveJSProperty("controls", true);

    // Asked for less motion: the poster and a play button, and nothing of the video downloads.
    const calm = await browser.newPage({ viewport: { width: 375, height: 812 }, reducedMotion: "reduce" });
    const calmRequests = videoRequests(calm);
    await openPage(calm, "/");
    await expect(calm.getByRole("button", { name: "Play video" })).toBeEnabled();
    await expect(calm.locator("video")).toHaveCount(0);
    await calm.waitForTimeout(1000);
    expect(calmRequests).toEqual([]);
    // Pressed, it plays, from the light variant too.
    await calm.getByRole("button", { name: "Play video" }).click();
    await expect
      .poll(() => playback(calm), { timeout: 30_000 })
      .toMatchObject({ source: light, paused: false });
    await calm.close();

    // Save-Data, which the browser sets and a test can only emulate.
    const frugal = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await frugal.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    });
    const frugalRequests = videoRequests(frugal);
    await openPage(frugal, "/");
    await expect(frugal.getByRole("button", { name: "Play video" })).toBeEnabled();
    await frugal.waitForTimeout(1000);
    expect(frugalRequests).toEqual([]);
    await frugal.close();
  } finally {
    await admin.delete("/api/settings/homepage-video");
  }
});

test("a wide screen plays the original on a fixed link, with controls at a pointer or Tab, and the light variant on a mobile link", async ({
  page,
}) => {
  const { admin, video } = await setPlayableVideo(page);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/");
    await expect
      .poll(() => playback(page), { timeout: 30_000 })
      .toMatchObject({ source: video.url, paused: false });
    // Its controls come when the visitor reaches for it, by pointer or by keyboard (decision 0065).
    const player = page.getByRole("region", { name: "Introduction video" }).locator("video");
    await expect(player).toHaveJSProperty("controls", false);
    await player.hover();
    await expect(player).toHaveJSProperty("controls", true);
    await openPage(page, "/");
    await expect.poll(() => playback(page), { timeout: 30_000 }).toMatchObject({ paused: false });
    await expect(player).toHaveJSProperty("controls", false);
    for (
      let press = 0;
      press < 40 && !(await player.evaluate((v) => v === document.activeElement));
      press++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(player).toBeFocused();
    await expect(player).toHaveJSProperty("controls", true);
    // Its focus ring is drawn inside it, where the rounded frame does not clip it.
    expect(
      await player.evaluate((video) => Number.parseFloat(getComputedStyle(video).outlineOffset)),
    ).toBeLessThan(0);

    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { type: "cellular" }, configurable: true });
    });
    await openPage(page, "/");
    await expect
      .poll(() => playback(page), { timeout: 30_000 })
      .toMatchObject({ source: video.variants[0]?.url, paused: false });
  } finally {
    await admin.delete("/api/settings/homepage-video");
  }
});
