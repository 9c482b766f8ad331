import type { default as createSharp, Metadata, Sharp } from "sharp";
import { limitConcurrency } from "./limit-concurrency";

// What an uploaded picture becomes (decision 0024): the original at full size, re-encoded
// once so that no metadata (EXIF, GPS, XMP, comments) is kept or served, and resized AVIF and
// WebP copies that pages offer through srcset, so a phone never downloads the original.

/** Widths of the resized copies; none is made wider than the original. */
const VARIANT_WIDTHS = [480, 768, 1280, 1920] as const;
/**
 * Decompression bombs (ASVS 5.2.6): a few kilobytes can declare a picture of billions of
 * pixels. 60 megapixels holds any phone or camera photo a website needs.
 */
const MAX_IMAGE_PIXELS = 60_000_000;

export interface ImageFile {
  bytes: Uint8Array;
  contentType: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  original: ImageFile;
  /** Smallest first. */
  variants: ImageFile[];
  /** A small AVIF for a page's HTML to carry inline (see makePreview); none for animations. */
  preview?: Uint8Array;
}

/**
 * A page may carry a picture's preview inside its HTML, so the picture paints with the page
 * instead of one round trip later (issue 21): a phone-width AVIF at the highest quality that
 * fits this many bytes, or none when even the lowest does not.
 */
export const PREVIEW_MAX_BYTES = 4 * 1024;
const PREVIEW_BOX = 480;
const PREVIEW_QUALITIES = [30, 20, 10] as const;

/** A picture we will not store: one that cannot be read, or too large in pixels to process. */
export class ImageRefusedError extends Error {
  constructor(
    readonly reason: "unreadable" | "too-large",
    message: string,
  ) {
    super(message);
  }
}

// libvips runs on libuv's thread pool, off the event loop. One thread per image and one image
// at a time keep one of the machine's cores, and most of the pool, for serving requests.
// Every image rendered on the server (link-preview pictures too) waits its turn here.
export const oneAtATime = limitConcurrency(1);

let sharpModule: Promise<typeof createSharp> | undefined;
/**
 * sharp, loaded with the first picture rather than at start-up: its libvips holds about 20 MB
 * that a server which is only serving pages never needs (decision 0084).
 */
function loadSharp() {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

const INPUT = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" } as const;
const ORIGINAL_QUALITY = 90;
// The lowest efforts: on a 4500 × 3375 photo, AVIF at effort 2 took five times as long as at 0
// and WebP at 4 twice as long as at 2, for files within a few per cent of the same size, and an
// upload must be processed in seconds (issue 16).
const AVIF = { quality: 50, effort: 0 } as const;
const WEBP = { quality: 75, effort: 2 } as const;

/** Strips, measures and resizes an uploaded picture. Throws ImageRefusedError for bad input. */
export function processImage(bytes: Uint8Array, contentType: string): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    const { animated } = await checkDimensions(bytes);
    try {
      const original = await encodeOriginal(bytes, contentType, animated);
      if (animated) return { original, variants: await encodeAnimatedVariants(bytes, original.width) };
      return { original, ...(await encodeStillVariants(bytes, original.width)) };
    } catch (error) {
      throw unreadable(error);
    }
  });
}

/** The widths to make for an original this wide: the standard ones below it, and its own up to the largest. */
function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < originalWidth);
  if (originalWidth <= Math.max(...VARIANT_WIDTHS)) widths.push(originalWidth);
  return widths;
}

async function checkDimensions(bytes: Uint8Array): Promise<{ animated: boolean }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reads the header only: nothing is decoded before the size is known.
    meta = await sharp(bytes, { failOn: INPUT.failOn, limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const frames = meta.pages ?? 1;
  if (width * height * frames > MAX_IMAGE_PIXELS) {
    const size = `${width} × ${height} pixels${frames > 1 ? ` × ${frames} frames` : ""}`;
    throw new ImageRefusedError(
      "too-large",
      `The image is too large to process (${size}); the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
  return { animated: frames > 1 };
}

async function encodeOriginal(bytes: Uint8Array, contentType: string, animated: boolean): Promise<ImageFile> {
  const sharp = await loadSharp();
  // Turned upright by its EXIF orientation, since the orientation tag goes with the rest.
  const image = sharp(bytes, { ...INPUT, animated }).autoOrient();
  const encoded =
    contentType === "image/jpeg"
      ? image.jpeg({ quality: ORIGINAL_QUALITY })
      : contentType === "image/png"
        ? image.png()
        : contentType === "image/gif"
          ? image.gif()
          : image.webp({ quality: ORIGINAL_QUALITY });
  // sharp writes no metadata unless asked to (withMetadata/keepExif), so none survives.
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType, width: info.width, height: info.pageHeight ?? info.height };
}

// Animated AVIF is poorly supported by libvips; animated WebP plays everywhere.
async function encodeAnimatedVariants(bytes: Uint8Array, originalWidth: number): Promise<ImageFile[]> {
  const sharp = await loadSharp();
  const variants: ImageFile[] = [];
  for (const width of variantWidths(originalWidth)) {
    const image = sharp(bytes, { ...INPUT, animated: true }).resize({ width });
    variants.push(await encode(image.webp(WEBP), "image/webp"));
  }
  return variants;
}

async function encodeStillVariants(bytes: Uint8Array, originalWidth: number) {
  const sharp = await loadSharp();
  const widths = variantWidths(originalWidth);
  // Decode (and shrink) the upload once; every smaller copy is made from that.
  const { data, info } = await sharp(bytes, INPUT)
    .autoOrient()
    .resize({ width: Math.max(...widths) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const variants: ImageFile[] = [];
  for (const width of widths) {
    variants.push(await encode(decoded().resize({ width }).avif(AVIF), "image/avif"));
    variants.push(await encode(decoded().resize({ width }).webp(WEBP), "image/webp"));
  }
  return { variants, preview: await makePreview(decoded()) };
}

/**
 * The preview: within PREVIEW_BOX pixels, at lower qualities in turn until one fits
 * PREVIEW_MAX_BYTES (the lowest fits even a picture of pure noise: 3.2 KB at 480 × 480).
 */
async function makePreview(decoded: Sharp): Promise<Uint8Array | undefined> {
  const image = decoded.resize({
    width: PREVIEW_BOX,
    height: PREVIEW_BOX,
    fit: "inside",
    withoutEnlargement: true,
  });
  for (const quality of PREVIEW_QUALITIES) {
    const bytes = await image.clone().avif({ quality, effort: AVIF.effort }).toBuffer();
    if (bytes.byteLength <= PREVIEW_MAX_BYTES) return bytes;
  }
  return undefined;
}

async function encode(image: Sharp, contentType: string): Promise<ImageFile> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType, width: info.width, height: info.pageHeight ?? info.height };
}

function unreadable(error: unknown): Error {
  if (error instanceof ImageRefusedError) return error;
  return new ImageRefusedError("unreadable", "The image could not be read; it may be damaged or incomplete");
}
