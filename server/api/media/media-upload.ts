import type { Context } from "hono";
import { MAX_MEDIA_BYTES } from "#domain/content/media";
import { ALT_PICTURES_ONLY } from "#domain/content/media-library";
import { uploadTextSchema } from "#domain/content/media-library-schemas";
import { HttpError } from "../../http/http-error";
import { ImageRefusedError } from "../../media/image-variants";
import { readUpload } from "../../media/read-upload";
import { sniffMedia } from "../../media/sniff";
import { type NewMedia, prepareMedia, sha256Hex } from "../../services/media/media";
import { validated } from "../shared/validate";

export const POSTER_NAMES = "JPEG, PNG and WebP";

// Too many pixels is well-formed but beyond what we process: 422, not a malformed upload.
const IMAGE_REFUSAL_STATUS = { unreadable: 400, "too-large": 422 } as const;

/**
 * Reads an uploaded file from multipart field `field` (at most 10 MB, never buffered past
 * that), accepts it only when its first bytes show one of `allowed` content types, and
 * prepares it for storage (a picture is stripped of metadata and resized; one too large in
 * pixels or unreadable is refused with a 4xx). The file carries the hash of its bytes as sent
 * and the alt text sent beside it, if any (decision 0081-uploads-with-alt-text-and-no-twins);
 * with `duplicate=keep` it is stored even when the library has the same content.
 */
export async function readMediaUpload(
  c: Context,
  field: string,
  allowed: readonly string[],
  allowedNames: string,
): Promise<NewMedia> {
  const upload = await readUpload(c.req.raw, field, MAX_MEDIA_BYTES);
  if (!upload.ok) throw new HttpError(upload.status, upload.error);
  const sniffed = sniffMedia(upload.file.bytes);
  if (!sniffed || !allowed.includes(sniffed.contentType)) {
    throw new HttpError(415, `Only ${allowedNames} files can be uploaded`);
  }
  const { alt, duplicate } = validated(uploadTextSchema, upload.fields);
  if (alt && !sniffed.contentType.startsWith("image/")) throw new HttpError(400, ALT_PICTURES_ONLY);
  const described = {
    uploadSha256: sha256Hex(upload.file.bytes),
    ...(alt ? { alt } : {}),
    keepDuplicate: duplicate === "keep",
  };
  try {
    return { ...(await prepareMedia({ ...upload.file, contentType: sniffed.contentType })), ...described };
  } catch (error) {
    if (error instanceof ImageRefusedError)
      throw new HttpError(IMAGE_REFUSAL_STATUS[error.reason], error.message);
    throw error;
  }
}
