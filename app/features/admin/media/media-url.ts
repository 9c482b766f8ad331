/** SPEC §5 media URL rule: absolute and /uploads URLs as they are, anything else under /uploads/. */
export function mediaUrl(value: string): string {
  if (/^https?:\/\//.test(value) || value.startsWith("/uploads")) return value;
  return `/uploads/${value.replace(/^\/+/, "")}`;
}

/** SPEC §9: media and video files are at most 10MB. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
