import type { ResponsiveImage } from "#domain/media";
import { mediaUrl } from "../../lib/media-url";

// The homepage video's states (SPEC §4) and error texts (SPEC §8), kept pure for tests.

export type VideoState =
  | { status: "loading" }
  | { status: "unavailable"; message: string }
  | { status: "ready"; url: string; poster?: ResponsiveImage }
  | { status: "failed"; debug: string };

interface SettingsBody {
  success?: unknown;
  error?: unknown;
  data?: { homepageVideo?: { url?: unknown; poster?: ResponsiveImage } | null } | null;
}

/** What the GET /api/settings answer means for the video. `body` is null when it did not parse. */
export function videoStateFromResponse(ok: boolean, body: unknown): VideoState {
  const settings = (body && typeof body === "object" ? body : {}) as SettingsBody;
  if (!ok) {
    // A non-2xx answer counts as a thrown call: the server's error text, else the default.
    const error = typeof settings.error === "string" && settings.error ? settings.error : null;
    return { status: "unavailable", message: error ?? "An error occurred while loading video" };
  }
  if (settings.success !== true) return { status: "unavailable", message: "Failed to load video" };
  const url = settings.data?.homepageVideo?.url;
  if (typeof url !== "string" || !url) return { status: "unavailable", message: "Video unavailable" };
  const poster = settings.data?.homepageVideo?.poster;
  return { status: "ready", url: mediaUrl(url), ...(poster ? { poster } : {}) };
}

export const NETWORK_ERROR_STATE: VideoState = {
  status: "unavailable",
  message: "An error occurred while loading video",
};

const PLAYBACK_ERRORS: Record<number, string> = {
  1: "aborted",
  2: "network",
  3: "decode",
  4: "source-not-supported",
};

/** Label of a MediaError code (1-4); anything else is unknown. */
export function playbackErrorLabel(code: number | undefined): string {
  return (code !== undefined && PLAYBACK_ERRORS[code]) || "unknown";
}
