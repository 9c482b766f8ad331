// The type of an upload is decided by its first bytes, never by its name or the type the
// browser sent: both are chosen by the client, and a file served under a wrong type (an
// HTML page passed off as a picture) would run as a page on our origin.

type MediaKind = "image" | "video";

export interface SniffedMedia {
  contentType: string;
  kind: MediaKind;
  extension: string;
}

const JPEG: SniffedMedia = { contentType: "image/jpeg", kind: "image", extension: "jpg" };
const PNG: SniffedMedia = { contentType: "image/png", kind: "image", extension: "png" };
const GIF: SniffedMedia = { contentType: "image/gif", kind: "image", extension: "gif" };
const WEBP: SniffedMedia = { contentType: "image/webp", kind: "image", extension: "webp" };
const MP4: SniffedMedia = { contentType: "video/mp4", kind: "video", extension: "mp4" };
const WEBM: SniffedMedia = { contentType: "video/webm", kind: "video", extension: "webm" };

const ALL_TYPES = [JPEG, PNG, GIF, WEBP, MP4, WEBM];
// Made by us (resized variants of uploaded images), never accepted as an upload.
const AVIF: SniffedMedia = { contentType: "image/avif", kind: "image", extension: "avif" };

/** What a solution's picture or video may be. */
export const SOLUTION_MEDIA_TYPES: readonly string[] = ALL_TYPES.map((type) => type.contentType);
export const SOLUTION_MEDIA_NAMES = "JPEG, PNG, GIF, WebP, MP4 and WebM";
/** What a video's poster may be: a still picture. */
export const POSTER_IMAGE_TYPES: readonly string[] = [JPEG, PNG, WEBP].map((type) => type.contentType);
/** What the homepage video may be: formats every current browser plays in a <video>. */
export const HOMEPAGE_VIDEO_TYPES: readonly string[] = [MP4.contentType, WEBM.contentType];
export const HOMEPAGE_VIDEO_NAMES = "MP4 and WebM";

/** The file extension stored keys use for a sniffed content type. */
export function extensionFor(contentType: string): string | undefined {
  return [...ALL_TYPES, AVIF].find((type) => type.contentType === contentType)?.extension;
}

// ISO BMFF brands of still images (HEIF, AVIF): same container as MP4, but not a video.
const STILL_IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "mif1", "msf1"]);
// A WebM file names its DocType in the EBML header, which comes first and is short.
const EBML_HEADER_WINDOW = 64;

export function sniffMedia(bytes: Uint8Array): SniffedMedia | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (asciiAt(bytes, 0, "GIF87a") || asciiAt(bytes, 0, "GIF89a")) return GIF;
  if (asciiAt(bytes, 0, "RIFF") && asciiAt(bytes, 8, "WEBP")) return WEBP;
  if (isMp4(bytes)) return MP4;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && containsAscii(bytes, "webm", EBML_HEADER_WINDOW))
    return WEBM;
  return null;
}

function isMp4(bytes: Uint8Array): boolean {
  if (!asciiAt(bytes, 4, "ftyp") || bytes.length < 12) return false;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return /^[\x20-\x7e]{4}$/.test(brand) && !STILL_IMAGE_BRANDS.has(brand);
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function asciiAt(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

function containsAscii(bytes: Uint8Array, text: string, window: number): boolean {
  const end = Math.min(bytes.length, window) - text.length;
  for (let offset = 0; offset <= end; offset++) if (asciiAt(bytes, offset, text)) return true;
  return false;
}
