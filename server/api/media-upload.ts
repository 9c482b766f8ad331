import type { Context } from "hono";
import { MAX_MEDIA_BYTES } from "../../domain/media";
import { ImageRefusedError } from "../media/image-variants";
import { readUpload } from "../media/read-upload";
import { sniffMedia } from "../media/sniff";
import { type NewMedia, prepareMedia } from "../services/media";
import { fail } from "./respond";

export const POSTER_NAMES = "JPEG, PNG and WebP";

/**
 * Reads an uploaded file from multipart field `field` (at most 10 MB, never buffered past
 * that), accepts it only when its first bytes show one of `allowed` content types, and
 * prepares it for storage (a picture is stripped of metadata and resized; one too large in
 * pixels or unreadable is refused with a 4xx).
 */
export async function readMediaUpload(
  c: Context,
  field: string,
  allowed: readonly string[],
  allowedNames: string,
): Promise<{ ok: true; file: NewMedia } | { ok: false; response: Response }> {
  const upload = await readUpload(c.req.raw, field, MAX_MEDIA_BYTES);
  if (!upload.ok) return { ok: false, response: fail(c, upload.status, upload.error) };
  const sniffed = sniffMedia(upload.file.bytes);
  if (!sniffed || !allowed.includes(sniffed.contentType)) {
    return { ok: false, response: fail(c, 415, `Only ${allowedNames} files can be uploaded`) };
  }
  try {
    return { ok: true, file: await prepareMedia({ ...upload.file, contentType: sniffed.contentType }) };
  } catch (error) {
    if (error instanceof ImageRefusedError)
      return { ok: false, response: fail(c, error.status, error.message) };
    throw error;
  }
}
