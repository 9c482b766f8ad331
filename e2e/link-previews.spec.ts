import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { BRAND_ICONS } from "#app/lib/brand.ts";
import { PUBLIC_PAGES } from "./support";

// What WhatsApp, LinkedIn, Facebook and X read from a shared link, and the site's icons.

async function meta(page: Page, key: string) {
  return page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute("content");
}

async function png(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const bytes = await response.body();
  return { bytes, metadata: await sharp(bytes).metadata(), headers: response.headers() };
}

async function previewOf(page: Page, path: string) {
  await page.goto(path);
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) as string;
  const image = (await meta(page, "og:image")) as string;
  // Absolute, from PUBLIC_URL, as the canonical URL is.
  expect(image.startsWith(`${new URL(canonical).origin}/og/`), image).toBe(true);
  expect(await meta(page, "og:image:width")).toBe("1200");
  expect(await meta(page, "og:image:height")).toBe("630");
  expect(await meta(page, "twitter:card")).toBe("summary_large_image");
  expect(await meta(page, "twitter:image")).toBe(image);
  return image;
}

test("every public page has a 1200 × 630 link-preview picture", async ({ page, request }) => {
  for (const path of PUBLIC_PAGES) {
    const image = await previewOf(page, path);
    const { metadata, headers } = await png(request, image);
    expect(metadata).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});

test("each solution has a picture of its own", async ({ page, request }) => {
  const { data } = await (await request.get("/api/solutions")).json();
  // Two that differ in title: solutions other specs add may share one, and so their picture.
  const solutions = data as Array<{ id: string; title: string }>;
  const one = solutions[0];
  const other = solutions.find((solution) => solution.title !== one?.title);
  const images = [
    await previewOf(page, `/solutions/${one?.id}`),
    await previewOf(page, `/solutions/${other?.id}`),
  ];
  expect(images[0]).toContain(`/og/solutions/${one?.id}/`);
  const [first, second] = [await png(request, images[0] as string), await png(request, images[1] as string)];
  expect(second.metadata).toMatchObject({ width: 1200, height: 630 });
  expect(first.bytes.equals(second.bytes)).toBe(false);
  // An outdated version is not another picture.
  expect((await request.get(`/og/solutions/${one?.id}/000000000000.png`)).status()).toBe(404);
});

test("the linked icons and the web app manifest answer with their type and size", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // The manifest is linked once the page has painted (decision 0022).
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((elements) =>
      elements.map((link) => ({
        rel: link.getAttribute("rel"),
        href: link.getAttribute("href") as string,
        sizes: link.getAttribute("sizes"),
      })),
    );
  expect(links.map((link) => link.rel).sort()).toEqual(["apple-touch-icon", "icon", "icon", "manifest"]);
  for (const link of links) {
    if (link.href.startsWith("data:")) {
      // The SVG icon is inside the page (decision 0022); the same file is served for the manifest.
      expect(link.href.startsWith("data:image/svg+xml")).toBe(true);
      continue;
    }
    const response = await request.get(link.href);
    expect(response.status(), link.href).toBe(200);
    if (link.rel === "manifest") {
      expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
      const manifest = await response.json();
      expect(manifest).toMatchObject({ name: "AI Solutions", short_name: "AI Solutions" });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
      for (const icon of manifest.icons as Array<{ src: string; type: string; sizes: string }>) {
        const file = await request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()["content-type"]).toContain(icon.type);
        if (icon.type === "image/png") {
          const { width, height } = await sharp(await file.body()).metadata();
          expect(`${width}x${height}`).toBe(icon.sizes);
        }
      }
      continue;
    }
    expect(response.headers()["content-type"]).toBe("image/png");
    const { width, height } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`).toBe(link.sizes);
  }
  expect((await request.get(`/${BRAND_ICONS.svg}`)).headers()["content-type"]).toContain("image/svg+xml");
});
