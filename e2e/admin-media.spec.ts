import { expect, type Locator, type Page, test } from "@playwright/test";
import { openAdminScreen, signInAsAdminBeforeEach } from "./admin-support";
import { fakeMp4 } from "./support";

// The media screens against the real upload endpoints; only a dropped connection is simulated.

// A real 1×1 PNG, so browsers can show it.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

signInAsAdminBeforeEach();

/** Delete buttons ask first (a deleted file cannot be brought back); this answers yes. */
async function deleteConfirmed(page: Page, button: Locator, question: string) {
  await button.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: "Delete" }).click();
}

test("settings: upload, a refused replacement, and delete of the homepage video, seen on the home page", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  await openAdminScreen(page, "/admin/settings", "Settings");
  await expect(page.getByText("No homepage video uploaded yet.")).toBeVisible();

  const picker = page.getByLabel(/Upload or replace the homepage video/);
  await picker.setInputFiles({ name: "homepage-clip.mp4", mimeType: "video/mp4", buffer: fakeMp4() });
  await expect(
    page.getByRole("status").filter({ hasText: "Homepage video uploaded successfully." }),
  ).toBeVisible();
  await expect(page.getByText("homepage-clip.mp4")).toBeVisible();

  // A picture renamed .mp4 is refused by its content, and the current video stays.
  await picker.setInputFiles({ name: "not-a-video.mp4", mimeType: "video/mp4", buffer: PIXEL });
  await expect(page.getByRole("alert")).toHaveText("Only MP4 and WebM files can be uploaded");
  await expect(page.getByText("homepage-clip.mp4")).toBeVisible();

  const settings = await (await page.request.get("/api/settings")).json();
  const videoUrl = settings.data.homepageVideo.url as string;
  const fetched = page.waitForRequest((request) => request.url().endsWith(videoUrl));
  await page.goto("/");
  // A phone downloads the video only when asked to (decision 0024).
  if (isMobile) await page.getByRole("button", { name: "Play video" }).click();
  await fetched;

  await openAdminScreen(page, "/admin/settings", "Settings");
  // A refused pick, then a deletion: only the deletion's outcome stays on screen.
  await page
    .getByLabel(/Upload or replace the homepage video/)
    .setInputFiles({ name: "huge.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expect(page.getByRole("alert")).toHaveText("The file is larger than 10MB.");
  const deleteVideo = page.getByRole("button", { name: "Delete Video" });
  await deleteVideo.click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("homepage-clip.mp4")).toBeVisible();
  await deleteConfirmed(page, deleteVideo, "Are you sure you want to delete the homepage video?");
  await expect(
    page.getByRole("status").filter({ hasText: "Homepage video deleted successfully." }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("No homepage video uploaded yet.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("img", { name: /^Illustration:/ })).toBeVisible();
});

test("solution media: only after creation; an uploaded picture shows publicly; a network failure shows the fallback", async ({
  page,
}) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await expect(page.getByText("Save the solution first, then upload its media.")).toBeVisible();

  const id = "whatsapp-auto-reply-bot";
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  const media = page.getByRole("region", { name: "Solution Media" });
  await media
    .getByLabel(/Upload or replace media/)
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PIXEL });
  // The picture is described as it is uploaded, and its page says so (decision 0081).
  const describe = page.getByRole("dialog", { name: "Describe the picture" });
  await describe.getByRole("textbox", { name: "Alt text (optional)" }).fill("A till receipt");
  await describe.getByRole("button", { name: "Upload" }).click();
  await expect(media.getByRole("status")).toHaveText("Media updated successfully.");
  await expect(media.getByRole("img", { name: "receipt.png" })).toBeVisible();

  await page.goto(`/solutions/${id}`);
  const shown = page.getByRole("img", { name: "A till receipt" });
  await expect(shown).toBeVisible();
  // Its frame is sized before the file arrives (16:9), so the text below never shifts.
  const box = await shown.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);

  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  await page.route(`**/api/solutions/${id}/media`, (route) => route.abort("failed"));
  const deleteMedia = media.getByRole("button", { name: "Delete Media" });
  await deleteConfirmed(page, deleteMedia, "Are you sure you want to delete this media?");
  await expect(media.getByRole("alert")).toHaveText("An error occurred while deleting the media");
  await expect(media.getByText("receipt.png")).toBeVisible();

  await page.unroute(`**/api/solutions/${id}/media`);
  await deleteConfirmed(page, deleteMedia, "Are you sure you want to delete this media?");
  await expect(media.getByText("No media uploaded yet.")).toBeVisible();
  // The failed attempt's error goes once a later one succeeds.
  await expect(media.getByRole("alert")).toHaveCount(0);
});

test("solution media: a video upload shows its progress, then appears on the public page", async ({
  page,
}) => {
  const id = "ocr-receipt-capture";
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  const media = page.getByRole("region", { name: "Solution Media" });

  // A slow mobile uplink (outside our control, so emulated) makes the upload take a few seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 10_000_000,
    uploadThroughput: 400_000,
  });
  const video = Buffer.concat([fakeMp4(), Buffer.alloc(1_500_000, 3)]);
  await media
    .getByLabel(/Upload or replace media/)
    .setInputFiles({ name: "demo.mp4", mimeType: "video/mp4", buffer: video });
  await expect(media.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(media.getByRole("status")).toHaveText("Media updated successfully.", { timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(media.getByText("demo.mp4")).toBeVisible();

  // As served: this fake clip cannot play, and a video that fails is hidden once the page runs.
  const html = await (await page.request.get(`/solutions/${id}`)).text();
  expect(html).toMatch(/<video src="\/uploads\/[^"]+\.mp4"[^>]* preload="none"/);

  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  await deleteConfirmed(
    page,
    media.getByRole("button", { name: "Delete Media" }),
    "Are you sure you want to delete this media?",
  );
  await expect(media.getByText("No media uploaded yet.")).toBeVisible();
});
