import { closeSync, createReadStream, mkdirSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { createGunzip } from "node:zlib";

const BLOCK = 512;

/**
 * Unpacks the gzipped tar `file` (ustar: folders and regular files, which is what PGlite's
 * `dumpDataDir` writes) into the folder `into`, a block at a time as it is read: nothing of
 * it is held in memory beyond the stream's buffers. Files get mode 0600 and folders 0700. A
 * name leading outside `into`, or an entry of another kind (links, long-name extensions), is
 * refused.
 */
export async function unpackTarGz(file: string, into: string): Promise<void> {
  const root = path.resolve(into);
  let pending: Buffer = Buffer.alloc(0);
  /** The file being written and how many of its bytes are still to come. */
  let current: { fd: number; left: number } | undefined;
  /** Bytes of padding still to skip after a file's last block. */
  let skip = 0;
  let ended = false;
  const source = createReadStream(file);
  const gunzip = createGunzip();
  // pipe() does not pass on a read error: the loop below would wait for ever.
  source.once("error", (error) => gunzip.destroy(error));
  try {
    for await (const chunk of source.pipe(gunzip)) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      while (!ended && pending.length > 0) {
        if (current) {
          const n = Math.min(current.left, pending.length);
          writeSync(current.fd, pending, 0, n);
          pending = pending.subarray(n);
          current.left -= n;
          if (current.left === 0) {
            closeSync(current.fd);
            current = undefined;
          }
        } else if (skip > 0) {
          const n = Math.min(skip, pending.length);
          pending = pending.subarray(n);
          skip -= n;
        } else if (pending.length < BLOCK) {
          break;
        } else {
          const header = pending.subarray(0, BLOCK);
          pending = pending.subarray(BLOCK);
          if (header.every((byte) => byte === 0)) {
            ended = true;
            break;
          }
          const entry = readHeader(header, root);
          if (entry.type === "folder") {
            mkdirSync(entry.target, { recursive: true, mode: 0o700 });
            continue;
          }
          mkdirSync(path.dirname(entry.target), { recursive: true, mode: 0o700 });
          const fd = openSync(entry.target, "w", 0o600);
          skip = (BLOCK - (entry.size % BLOCK)) % BLOCK;
          if (entry.size > 0) current = { fd, left: entry.size };
          else closeSync(fd);
        }
      }
    }
  } finally {
    if (current) closeSync(current.fd);
  }
  if (!ended || current) throw new Error(`${file} ends before its last entry`);
}

function readHeader(header: Buffer, root: string) {
  const text = (start: number, length: number) =>
    header
      .subarray(start, start + length)
      .toString("utf8")
      .replace(/\0.*$/s, "");
  const prefix = text(345, 155);
  const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
  const target = path.resolve(root, `.${path.posix.sep}${name}`);
  if (target !== root && !target.startsWith(root + path.sep))
    throw new Error(`${name} leads outside ${root}`);
  const flag = text(156, 1);
  const size = Number.parseInt(text(124, 12).trim() || "0", 8);
  if (flag === "5") return { type: "folder" as const, target, size: 0 };
  if (flag !== "0" && flag !== "") throw new Error(`${name}: unsupported entry type "${flag}"`);
  if (!Number.isSafeInteger(size) || size < 0) throw new Error(`${name}: unreadable size`);
  return { type: "file" as const, target, size };
}
