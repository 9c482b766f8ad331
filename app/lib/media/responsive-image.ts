import type { ImageVariant, ResponsiveImage } from "#domain/content/media";
import { resolveMediaUrl } from "./resolve-media-url";

// Turning an uploaded picture's variants into what <picture> and <video poster> take.

/** Best compression first: a browser takes the first <source> whose type it supports. */
const PREFERRED_TYPES = ["image/avif", "image/webp"] as const;

export interface PictureSource {
  type: string;
  srcSet: string;
}

/** One srcset per format, each listing every width of that format. */
export function pictureSources(variants: ImageVariant[]): PictureSource[] {
  return PREFERRED_TYPES.flatMap((type) => {
    const ofType = variants.filter((variant) => variant.type === type);
    if (ofType.length === 0) return [];
    return [
      {
        type,
        srcSet: ofType.map((variant) => `${resolveMediaUrl(variant.url)} ${variant.width}w`).join(", "),
      },
    ];
  });
}

/**
 * A single URL for where srcset cannot be used (a video's poster attribute): the narrowest
 * WebP (which every current browser shows) at least `pixels` wide, else the widest there is.
 */
export function variantFor(image: ResponsiveImage, pixels: number): string {
  const webp = image.variants.filter((variant) => variant.type === "image/webp");
  if (webp.length === 0) return resolveMediaUrl(image.url);
  const wideEnough = webp.filter((variant) => variant.width >= pixels);
  const chosen = wideEnough.length > 0 ? wideEnough[0] : webp[webp.length - 1];
  return resolveMediaUrl((chosen as ImageVariant).url);
}
