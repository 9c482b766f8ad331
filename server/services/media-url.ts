/** Where a stored file is served; the key is unique and never reused for other bytes. */
export function mediaUrl(key: string): string {
  return `/uploads/${key}`;
}
