import { z } from "zod";
import { plainText } from "./fields";
import type { ResponsiveImage } from "./media";
import type { MediaKind } from "./solution";

// The media library (decision 0058-media-library): every uploaded picture and video, with the
// alt text pages give a picture and what uses each file.

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

/**
 * Alt text sent with an upload: optional (an editor may skip it and describe the picture later
 * in the library), else as PATCH takes it; blank is the same as none.
 */
export const uploadTextSchema = z.object({
  [UPLOAD_ALT_FIELD]: plainText(ALT_MAX).optional(),
  [UPLOAD_DUPLICATE_FIELD]: z.literal("keep", { error: "duplicate must be 'keep' or absent" }).optional(),
});

/** Why alt text is asked for, where a file is uploaded. */
export const ALT_WHY =
  "Screen readers read it aloud to people who cannot see the picture, and search engines use it to understand the page.";

/**
 * A picture's description: text saying what it shows, or `decorative: true` and no text (an
 * empty alt, which screen readers skip). Blank text without the flag is refused, so a picture
 * that carries meaning is never left silent by accident.
 */
export const altInputSchema = z
  .object({
    alt: plainText(ALT_MAX).optional().default(""),
    decorative: z.boolean().optional().default(false),
  })
  .superRefine((value, context) => {
    if (value.decorative && value.alt !== "")
      context.addIssue({ code: "custom", path: ["alt"], message: ALT_NOT_DECORATIVE });
    if (!value.decorative && value.alt === "")
      context.addIssue({ code: "custom", path: ["alt"], message: ALT_REQUIRED });
  });
export type AltInput = z.input<typeof altInputSchema>;

export const libraryQuerySchema = z.object({
  q: plainText(100).optional(),
  type: z.enum(["image", "video"]).optional(),
  /** Files with this content (the SHA-256 of a file about to be uploaded): is it in already? */
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { error: "sha256 must be 64 hexadecimal digits" })
    .transform((hash) => hash.toLowerCase())
    .optional(),
});

/** Picking a stored file for a solution or the homepage video. */
export const pickMediaSchema = z.object({ mediaId: z.uuid({ error: "mediaId must be a media item's id" }) });

/** Words for a use, as the library lists them. */
export function describeUse(use: MediaUse): string {
  if (use.kind === "homepage-video") return use.as === "video" ? "Homepage video" : "Homepage video poster";
  const named = use.as === "media" ? use.title : `${use.title} (video poster)`;
  // Still a use: the solution comes back from the Trash with its files (decision 0060).
  return use.inTrash ? `${named}, in the Trash` : named;
}
