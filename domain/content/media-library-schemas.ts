import { z } from "zod";
import { plainText } from "../fields";
import {
  ALT_MAX,
  ALT_NOT_DECORATIVE,
  ALT_REQUIRED,
  UPLOAD_ALT_FIELD,
  UPLOAD_DUPLICATE_FIELD,
} from "./media-library";

// What the media library's requests accept (decision 0058-media-library), for the server.

/**
 * Alt text sent with an upload: optional (an editor may skip it and describe the picture later
 * in the library), else as PATCH takes it; blank is the same as none.
 */
export const uploadTextSchema = z.object({
  [UPLOAD_ALT_FIELD]: plainText(ALT_MAX).optional(),
  [UPLOAD_DUPLICATE_FIELD]: z.literal("keep", { error: "duplicate must be 'keep' or absent" }).optional(),
});

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
