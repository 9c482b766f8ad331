import { expect, type Page, test } from "@playwright/test";
import { openAdminScreen, signInAsAdmin } from "./admin-support";

// The media endpoints are built on another branch. These tests answer them in the browser
// (page.route) with the agreed contract, so they check the screens, not the server.

const VIDEO = { url: "/uploads/homepage-clip.mp4", fileName: "homepage-clip.mp4" };
const clip = { name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(2048, 1) };

async function answer(page: Page, path: string, method: string, status: number, body: unknown) {
  await page.route(path, (route) =>
    route.request().method() === method
      ? route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) })
      : route.fallback(),
  );
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  // Keep the browser from asking the real server for the made-up file.
  await page.route("**/uploads/**", (route) => route.fulfill({ status: 404, body: "" }));
});

test("settings: upload, replace failure and delete of the homepage video", async ({ page }) => {
  await openAdminScreen(page, "/admin/settings", "Settings");
  await expect(page.getByText("No homepage video uploaded yet.")).toBeVisible();

  await answer(page, "**/api/settings/homepage-video", "PUT", 200, {
    success: true,
    data: { homepageVideo: VIDEO },
  });
  await page.getByLabel(/Upload or replace the homepage video/).setInputFiles(clip);
  await expect(
    page.getByRole("status").filter({ hasText: "Homepage video uploaded successfully." }),
  ).toBeVisible();
  await expect(page.getByText("homepage-clip.mp4")).toBeVisible();

  await page.unroute("**/api/settings/homepage-video");
  await answer(page, "**/api/settings/homepage-video", "PUT", 413, {
    success: false,
    error: "File too large",
  });
  await page.getByLabel(/Upload or replace the homepage video/).setInputFiles(clip);
  await expect(page.getByRole("alert")).toHaveText("File too large");
  await expect(page.getByText("homepage-clip.mp4")).toBeVisible();

  await answer(page, "**/api/settings/homepage-video", "DELETE", 200, { success: true, data: {} });
  await page.getByRole("button", { name: "Delete Video" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Homepage video deleted successfully." }),
  ).toBeVisible();
  await expect(page.getByText("No homepage video uploaded yet.")).toBeVisible();
});

test("solution media: only after creation; upload shows the file, a network failure the fallback", async ({
  page,
}) => {
  await openAdminScreen(page, "/admin/solutions/new", "Create New Solution");
  await expect(page.getByText("Save the solution first, then upload its media.")).toBeVisible();

  const id = "whatsapp-auto-reply-bot";
  await openAdminScreen(page, `/admin/solutions/${id}`, "Edit Solution");
  const media = page.getByRole("region", { name: "Solution Media" });
  await answer(page, `**/api/solutions/${id}/media`, "PUT", 200, {
    success: true,
    data: { id, media: { type: "image", url: "/uploads/receipt.png", fileName: "receipt.png" } },
  });
  await media
    .getByLabel(/Upload or replace media/)
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: Buffer.alloc(512, 1) });
  await expect(media.getByRole("status")).toHaveText("Media updated successfully.");
  await expect(media.getByRole("img", { name: "receipt.png" })).toBeAttached();

  await page.route(`**/api/solutions/${id}/media`, (route) => route.abort("failed"));
  await media.getByRole("button", { name: "Delete Media" }).click();
  await expect(media.getByRole("alert")).toHaveText("An error occurred while deleting the media");
  await expect(media.getByText("receipt.png")).toBeVisible();
});
