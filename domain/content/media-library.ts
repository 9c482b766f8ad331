import type { ResponsiveImage } from "./media";
import type { MediaKind } from "./solution";

// The media library (decision 0058-media-library): every uploaded picture and video, with the
// alt text pages give a picture and what uses each file. No zod here: the admin's upload code
// imports these names, and zod probes for eval as its schemas are made, which the admin's
// content security policy reports (the request schemas: ./media-library-schemas.ts).

export const ALT_MAX = 250;
export const ALT_REQUIRED = "Describe what the picture shows, or mark it decorative";
export const ALT_NOT_DECORATIVE = "A decorative picture has no alt text";
export const ALT_PICTURES_ONLY = "Only pictures have alt text";

/** Where a file is used: a solution's media or its video's poster, or the homepage video or its poster. */
export type MediaUse =
  | { kind: "solution"; id: string; title: string; as: "media" | "poster"; inTrash: boolean }
  | { kind: "homepage-video"; as: "video" | "poster" };

export interface LibraryItem {
  id: string;
  type: MediaKind;
  url: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
  /** A picture's size and variants, for its thumbnail; absent for a video. */
  image?: ResponsiveImage;
  /** What the picture shows; "" when it is decorative; absent until someone describes it. */
  alt?: string;
  usedBy: MediaUse[];
}

/**
 * What an upload into the library answers: the stored file, or (`alreadyInLibrary`) the file
 * already there with the same content, when nothing new was stored
 * (decision 0081-uploads-with-alt-text-and-no-twins).
 */
export interface UploadedItem extends LibraryItem {
  alreadyInLibrary: boolean;
}

/** The multipart text fields that may travel beside an uploaded file. */
export const UPLOAD_ALT_FIELD = "alt";
/** `duplicate=keep` stores the file even when the library has the same content. */
export const UPLOAD_DUPLICATE_FIELD = "duplicate";

/** Why alt text is asked for, where a file is uploaded. */
export const ALT_WHY =
  "Screen readers read it aloud to people who cannot see the picture, and search engines use it to understand the page.";

/** Words for a use, as the library lists them. */
export function describeUse(use: MediaUse): string {
  if (use.kind === "homepage-video") return use.as === "video" ? "Homepage video" : "Homepage video poster";
  const named = use.as === "media" ? use.title : `${use.title} (video poster)`;
  // Still a use: the solution comes back from the Trash with its files (decision 0060).
  return use.inTrash ? `${named}, in the Trash` : named;
}
