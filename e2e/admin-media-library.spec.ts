import { expect, test } from "@playwright/test";
import { photo } from "../tests/support/image-fixtures";
import {
  adminApi,
  expectNoAxeViolations,
  openAdminScreen,
  signInAsAdmin,
  solutionOfItsOwn,
  uniqueTag,
} from "./admin-support";

// The media library (decision 0058-media-library): alt text set there reaches the solution
// page's <img>, and one stored picture serves a second solution.

test("alt text set in the library reaches the detail page's <img>; the picture serves a second solution", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const first = await solutionOfItsOwn(api, testInfo, "Shelf");
  const second = await solutionOfItsOwn(api, testInfo, "Till");
  const fileName = `shelf-${uniqueTag(testInfo)}.jpg`;
  const alt = `A shop shelf scanned by phone ${uniqueTag(testInfo)}`;

  await signInAsAdmin(page);
  await openAdminScreen(page, `/admin/solutions/${first.id}`, "Edit Solution");
  const firstMedia = page.getByRole("region", { name: "Solution Media" });
  await firstMedia
    .getByLabel(/Upload or replace media/)
    .setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: Buffer.from(await photo(640, 360)) });
  // Skipped as it is uploaded, the alt text is asked for again on the library's card.
  await page
    .getByRole("dialog", { name: "Describe the picture" })
    .getByRole("button", { name: "Skip" })
    .click();
  await expect(firstMedia.getByRole("status")).toHaveText("Media updated successfully.");

  await openAdminScreen(page, "/admin/media", "Media library");
  await page.getByRole("searchbox", { name: "Search by file name or alt text" }).fill(fileName);
  const card = page.getByRole("listitem", { name: fileName });
  await expect(card.getByRole("link", { name: first.title })).toBeVisible();
  await expect(card.getByText("Alt text: No alt text")).toBeVisible();
  await expectNoAxeViolations(page);
  // Blank text is refused unless the picture is marked decorative.
  await card.getByRole("button", { name: `Save alt text of ${fileName}` }).click();
  await expect(card.getByText("Describe what the picture shows, or mark it decorative")).toBeVisible();
  await card.getByRole("textbox", { name: `Alt text of ${fileName}` }).fill(alt);
  await card.getByRole("button", { name: `Save alt text of ${fileName}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();

  await page.goto(`/solutions/${first.id}`);
  await expect(page.getByRole("img", { name: alt, exact: true })).toBeVisible();

  await openAdminScreen(page, `/admin/solutions/${second.id}`, "Edit Solution");
  const media = page.getByRole("region", { name: "Solution Media" });
  await media.getByRole("button", { name: "Choose from library" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose from the media library" });
  await dialog.getByRole("searchbox").fill(fileName);
  await dialog.getByRole("button", { name: `Use ${fileName}` }).click();
  await expect(media.getByRole("status")).toHaveText("Media updated successfully.");
  await expect(media.getByText(fileName)).toBeVisible();

  await page.goto(`/solutions/${second.id}`);
  await expect(page.getByRole("img", { name: alt, exact: true })).toBeVisible();

  // Used twice now, so the library will not delete it, and says where it is used.
  await openAdminScreen(page, "/admin/media", "Media library");
  await page.getByRole("searchbox", { name: "Search by file name or alt text" }).fill(alt);
  await expect(card.getByRole("link", { name: second.title })).toBeVisible();
  await card.getByRole("button", { name: `Delete ${fileName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alert")).toContainText("This file is in use and cannot be deleted");
  await expect(card).toBeVisible();
});
