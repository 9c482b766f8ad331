import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pictureResponse, sitePicture, solutionImagePath, solutionPicture } from "./og-image.server";

// Link-preview pictures: 1200 × 630 PNGs drawn per solution, addressed by version.

const chatbot = { title: "WhatsApp Auto-Reply Bot", tier: "silver", icon: "ChatIcon" } as const;
const analytics = { title: "Market & Competitor Analysis Tool", tier: "gold", icon: "ChartBarIcon" } as const;

async function render(picture: ReturnType<typeof solutionPicture>) {
  const response = await pictureResponse(picture, `${picture.version}.png`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  return Buffer.from(await response.arrayBuffer());
}

describe("link-preview pictures", () => {
  it("draws each solution its own 1200 × 630 PNG", async () => {
    const one = await render(solutionPicture(chatbot));
    const other = await render(solutionPicture(analytics));
    for (const png of [one, other]) {
      expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    }
    expect(one.equals(other)).toBe(false);
    expect(await sharp(await render(sitePicture())).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it("gives a new URL when the title, tier or icon changes, and 404 for an outdated one", async () => {
    const before = solutionPicture(chatbot);
    const changes = [{ title: "Chat Bot" }, { tier: "gold" }, { icon: "MailIcon" }] as const;
    for (const change of changes) {
      const after = solutionPicture({ ...chatbot, ...change });
      expect(solutionImagePath("bot", after)).not.toBe(solutionImagePath("bot", before));
      expect((await pictureResponse(after, `${before.version}.png`)).status).toBe(404);
    }
    expect(solutionPicture(chatbot)).toEqual(before);
    expect((await pictureResponse(null, `${before.version}.png`)).status).toBe(404);
  });

  it("escapes the title, so any text draws", async () => {
    const picture = solutionPicture({ ...chatbot, title: `<script>"Q&A" bot</script>` });
    expect(picture.svg).toContain("&#60;script&#62;&#34;Q&#38;A&#34;");
    await render(picture);
  });
});
