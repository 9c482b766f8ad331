/** SPEC §9: media and video files are at most 10MB; the admin checks before sending, the API on receipt. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

// How pages receive an uploaded picture: the original's URL and size (for width and height,
// so nothing shifts as it loads) and the resized copies a browser picks from with srcset.

export interface ImageVariant {
  url: string;
  /** image/avif or image/webp */
  type: string;
  width: number;
}

export interface ResponsiveImage {
  url: string;
  width: number;
  height: number;
  /** Smallest first; empty until an image stored before variants existed has been given them. */
  variants: ImageVariant[];
  /**
   * A few-kilobyte AVIF of it as a data: URL, for a page whose largest paint it is to carry in
   * its HTML (the homepage video's poster); only where a page asked for it.
   */
  preview?: string;
}
