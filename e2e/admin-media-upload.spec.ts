import { expect, test } from "@playwright/test";
import { cameraPhoto, heavyClip } from "../tests/support/media-fixtures";
import { expectNoAxeViolations, openAdminScreen, signInAsAdminBeforeEach, uniqueTag } from "./admin-support";

// Uploads in the media library itself, described as they arrive, and a file the library has
// offered instead of a second copy (decision 0081-uploads-with-alt-text-and-no-twins).

signInAsAdminBeforeEach();

test(
  "the library takes a camera's photo with its alt text and a 10 MB video, and offers the stored photo when it comes again",
  {
    tag: "@phone",
  },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const tag = uniqueTag(testInfo);
    const photo = Buffer.from(cameraPhoto(tag));
    const fileName = `shop-front-${tag}.jpg`;
    const alt = `A spaza shop front at dusk ${tag}`;
    await openAdminScreen(page, "/admin/media", "Media library");
    const picker = page.getByLabel(/^Upload a picture or video/);

    await picker.setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: photo });
    const describe = page.getByRole("dialog", { name: "Describe the picture" });
    await expect(describe.getByText(/Screen readers read it aloud/)).toBeVisible();
    await expectNoAxeViolations(page);
    await describe.getByRole("textbox", { name: "Alt text (optional)" }).fill(alt);
    await describe.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(`${fileName} is in the library.`, { timeout: 60_000 });
    const card = page.getByRole("listitem", { name: fileName });
    await expect(card.getByText(`Alt text: ${alt}`)).toBeVisible();
    await expect(card.getByText("Not used anywhere")).toBeVisible();

    // The same photo under a phone's name: the stored one is offered, and nothing is sent.
    const again = `IMG_${tag}.jpg`;
    await picker.setInputFiles({ name: again, mimeType: "image/jpeg", buffer: photo });
    const offer = page.getByRole("dialog", { name: "This picture is already in the library" });
    await expect(offer.getByText(alt)).toBeVisible();
    await expect(offer.getByText("Not used anywhere")).toBeVisible();
    await offer.getByRole("button", { name: "Use existing" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `${fileName} was already in the library; nothing was uploaded.`,
    );
    await expect(page.getByRole("listitem", { name: fileName })).toBeVisible();
    await expect(page.getByRole("listitem", { name: again })).toHaveCount(0);

    // Upload anyway: a second copy, whose alt text was skipped, and the card nudges for it.
    await page.getByRole("searchbox", { name: "Search by file name or alt text" }).fill(tag);
    // At a phone's width the three choices stay inside the dialog, each whole on its line.
    await page.setViewportSize({ width: 375, height: 812 });
    await picker.setInputFiles({ name: again, mimeType: "image/jpeg", buffer: photo });
    const dialogBox = await offer.boundingBox();
    for (const name of ["Cancel", "Upload anyway", "Use existing"]) {
      const box = await offer.getByRole("button", { name }).boundingBox();
      expect(
        box && dialogBox && box.x >= dialogBox.x && box.x + box.width <= dialogBox.x + dialogBox.width,
      ).toBe(true);
      expect(box?.height).toBeLessThan(60);
    }
    await offer.getByRole("button", { name: "Upload anyway" }).click();
    await describe.getByRole("button", { name: "Skip" }).click();
    await expect(page.getByRole("status")).toHaveText(`${again} is in the library.`, { timeout: 60_000 });
    await expect(
      page.getByRole("listitem", { name: again }).getByText("Alt text: No alt text"),
    ).toBeVisible();

    // A video near the 10 MB limit has no words to ask for: it goes straight up.
    const clip = Buffer.from(heavyClip(tag));
    expect(clip.byteLength).toBeGreaterThan(9_000_000);
    await picker.setInputFiles({ name: `walkthrough-${tag}.mp4`, mimeType: "video/mp4", buffer: clip });
    await expect(page.getByRole("status")).toHaveText(`walkthrough-${tag}.mp4 is in the library.`, {
      timeout: 60_000,
    });
    await expect(page.getByRole("listitem", { name: `walkthrough-${tag}.mp4` })).toContainText("Video");
    await expectNoAxeViolations(page);
  },
);
