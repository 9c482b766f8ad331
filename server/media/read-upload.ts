// Reads one file from a multipart upload without ever holding more than the size limit
// (plus the multipart framing) in memory, whatever the client claims or sends.

export type UploadResult =
  | { ok: true; file: { bytes: Uint8Array; fileName: string }; fields: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415; error: string };

// Boundaries, part headers and small text fields that may travel beside the file.
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_FILE_NAME_LENGTH = 120;

export async function readUpload(request: Request, field: string, maxBytes: number): Promise<UploadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    return failure(415, "Expected a multipart/form-data upload");
  const noFile = failure(400, `No file was uploaded in field '${field}'`);
  if (!request.body) return noFile;

  const limit = maxBytes + MULTIPART_OVERHEAD;
  const tooLarge = failure(413, `File is too large (maximum ${formatMegabytes(maxBytes)})`);
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) {
    await request.body.cancel().catch(() => {});
    return tooLarge;
  }

  const buffered = await readAtMost(request.body, limit);
  if (!buffered) return tooLarge;

  let form: FormData;
  try {
    form = await new Response(buffered, { headers: { "content-type": contentType } }).formData();
  } catch {
    return failure(400, "The upload is not a valid multipart/form-data body");
  }
  const file = form.get(field);
  if (file === null || typeof file === "string") return noFile;
  if (file.size === 0) return failure(400, "The uploaded file is empty");
  if (file.size > maxBytes) return tooLarge;
  // The text fields beside the file (an alt text, a choice): bounded by MULTIPART_OVERHEAD.
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return {
    ok: true,
    file: { bytes: new Uint8Array(await file.arrayBuffer()), fileName: safeFileName(file.name) },
    fields,
  };
}

/**
 * The body in one buffer, or null as soon as more than `limit` bytes have arrived: the
 * stream is then cancelled, so a client that lies about (or omits) Content-Length cannot
 * make us buffer more.
 */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const buffered = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    buffered.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return buffered;
}

/**
 * The client's file name reduced to something safe to store and to echo in a
 * Content-Disposition header: no directories, no control or markup characters.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[^\p{L}\p{N}._\- ]/gu, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+/, "")
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length === 0) return "upload";
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  // Too long: shorten the name but keep a short extension, which says what the file is.
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return chars.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join("") + extension;
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

function failure(status: 400 | 413 | 415, error: string): UploadResult {
  return { ok: false, status, error };
}
