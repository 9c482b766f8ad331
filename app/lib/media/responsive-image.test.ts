import { describe, expect, it } from "vitest";
import { pictureSources, variantFor } from "./responsive-image";

const image = {
  url: "/uploads/original.jpg",
  width: 2000,
  height: 1000,
  variants: [
    { url: "/uploads/a480.avif", type: "image/avif", width: 480 },
    { url: "/uploads/w480.webp", type: "image/webp", width: 480 },
    { url: "/uploads/a768.avif", type: "image/avif", width: 768 },
    { url: "/uploads/w768.webp", type: "image/webp", width: 768 },
  ],
};

describe("responsive images", () => {
  it("offers AVIF before WebP, each with every width", () => {
    expect(pictureSources(image.variants)).toEqual([
      { type: "image/avif", srcSet: "/uploads/a480.avif 480w, /uploads/a768.avif 768w" },
      { type: "image/webp", srcSet: "/uploads/w480.webp 480w, /uploads/w768.webp 768w" },
    ]);
    expect(pictureSources([])).toEqual([]);
  });

  it("picks the narrowest WebP wide enough for a poster, else the widest, else the original", () => {
    expect(variantFor(image, 400)).toBe("/uploads/w480.webp");
    expect(variantFor(image, 700)).toBe("/uploads/w768.webp");
    expect(variantFor(image, 1500)).toBe("/uploads/w768.webp");
    expect(variantFor({ ...image, variants: [] }, 400)).toBe("/uploads/original.jpg");
  });
});
