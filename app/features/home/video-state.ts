import type { ImageVariant, ResponsiveImage } from "#domain/content/media";
import { resolveMediaUrl } from "../../lib/media/resolve-media-url";

// The homepage video's states (SPEC §4) and error texts (SPEC §8), kept pure for tests.

export type VideoState =
  | { status: "loading" }
  /** None is set: the hero shows its designed still; 'Video unavailable' is for failures. */
  | { status: "none" }
  | { status: "unavailable"; message: string }
  /** `light`: the lightest variant, for phones and mobile links, once the server has made it. */
  | { status: "ready"; url: string; light?: string; poster?: ResponsiveImage }
  | { status: "failed"; debug: string };

interface SettingsBody {
  success?: unknown;
  error?: unknown;
  data?: { homepageVideo?: PageVideo | null } | null;
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
  return videoStateOfPage(settings.data?.homepageVideo ?? null);
}

/** The homepage video as a page's loader reads it (see homepage-video-of-page.server.ts). */
export interface PageVideo {
  url: unknown;
  poster?: ResponsiveImage;
  /** Smallest first. */
  variants?: ImageVariant[];
}

/** The state a video read on the server starts in: null is none set, undefined is not known yet. */
export function videoStateOfPage(video: PageVideo | null | undefined): VideoState {
  if (video === undefined) return { status: "loading" };
  const url = video?.url;
  if (typeof url !== "string" || !url) return { status: "none" };
  const light = video?.variants?.[0]?.url;
  return {
    status: "ready",
    url: resolveMediaUrl(url),
    ...(light ? { light: resolveMediaUrl(light) } : {}),
    ...(video?.poster ? { poster: video.poster } : {}),
  };
}

/**
 * Which file plays: the light variant when the visitor's screen or link wants it (see
 * wantsLightVideo) and it exists, else the original. `light` is false where the original
 * plays (a wide screen on a fixed link), and where there is no light variant yet.
 */
export function videoSource(video: { url: string; light?: string }, wantsLight: boolean) {
  return wantsLight && video.light ? { url: video.light, light: true } : { url: video.url, light: false };
}

/**
 * The state after the browser's GET /api/settings: its answer, except that a failed or empty
 * answer does not take away a video the page already shows, and the poster's preview, which
 * only the page's HTML carries, stays while the poster is the same.
 */
export function afterSettingsAnswer(current: VideoState, answer: VideoState): VideoState {
  if (current.status !== "ready") return answer;
  if (answer.status !== "ready") return current;
  const preview = current.poster?.preview;
  if (!preview || !answer.poster || answer.poster.url !== current.poster?.url) return answer;
  return { ...answer, poster: { ...answer.poster, preview } };
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
