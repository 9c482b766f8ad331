/**
 * The picture size of an MP4 that ffmpeg wrote: the first track header (`moov/trak/tkhd`)
 * with a size, whose last eight bytes are its width and height as 16.16 fixed-point numbers
 * (ISO/IEC 14496-12 §8.3.2, in both versions of the box). Null when there is none.
 */
export function mp4Size(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  function search(start: number, end: number): { width: number; height: number } | null {
    for (let at = start; at + 8 <= end; ) {
      const size = view.getUint32(at);
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      // 0 runs to the end; 1 is followed by a 64-bit size (media data of over 4 GB).
      const length =
        size === 0 ? end - at : size === 1 && at + 16 <= end ? Number(view.getBigUint64(at + 8)) : size;
      if (length < 8 || at + length > end) return null;
      if (type === "tkhd" && length >= 92) {
        const width = view.getUint32(at + length - 8) >>> 16;
        const height = view.getUint32(at + length - 4) >>> 16;
        if (width > 0 && height > 0) return { width, height };
      }
      if (type === "moov" || type === "trak") {
        const found = search(at + 8, at + length);
        if (found) return found;
      }
      at += length;
    }
    return null;
  }
  return search(0, bytes.byteLength);
}
