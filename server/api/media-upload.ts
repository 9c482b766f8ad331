import type { Context } from "hono";
import { readUpload } from "../media/read-upload";
import { sniffMedia } from "../media/sniff";
import type { NewMedia } from "../services/media";
import { fail } from "./respond";

export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

/**
 * Reads an uploaded file from multipart field `field` (at most 10 MB, never buffered past
 * that) and accepts it only when its first bytes show one of `allowed` content types.
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
  return { ok: true, file: { ...upload.file, contentType: sniffed.contentType } };
}
