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
}
