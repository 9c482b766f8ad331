import { FilmIcon, PlayIcon } from "@heroicons/react/24/outline";
import { useEffect, useRef, useState } from "react";
import type { ResponsiveImage } from "#domain/content/media";
import { ResponsivePicture } from "../../components/media/responsive-picture";
import { variantFor } from "../../lib/media/responsive-image";
import { prefersNoAutoplay, wantsLightVideo } from "../../lib/media/save-data";
import { HeroStill } from "./hero-still";
import {
  afterSettingsAnswer,
  NETWORK_ERROR_STATE,
  type PageVideo,
  playbackErrorLabel,
  type VideoState,
  videoSource,
  videoStateFromResponse,
  videoStateOfPage,
} from "./video-state";

// The frame is max-w-4xl (56rem) less its padding; below that, the screen less 2rem.
const SIZES = "(min-width: 56rem) 848px, calc(100vw - 2rem)";
const FRAME_PIXELS = 848;

/**
 * How the video starts: "ask" shows the poster and a play button and downloads nothing
 * else; "autoplay" plays muted while on screen (SPEC §9); "pressed" plays after the button.
 */
type Start = "ask" | "autoplay" | "pressed";

/** What the visitor's browser says, known once the page's script runs. */
interface Visitor {
  /** Not when they asked for reduced motion or less data (Save-Data). */
  autoplay: boolean;
  /** A phone-sized screen or a mobile link: the light variant, when there is one. */
  light: boolean;
}

/**
 * A phone or a mobile link autoplays the light variant only: without one (not made yet, or no
 * ffmpeg on the server) it asks first, so a metered link never gets the original unasked.
 */
function startOf(visitor: Visitor | null, pressed: boolean, playsLight: boolean): Start {
  if (pressed) return "pressed";
  return visitor?.autoplay && (playsLight || !visitor.light) ? "autoplay" : "ask";
}

/**
 * `video` is what the page's loader read, so the poster is in the HTML and paints with it; the
 * browser still asks GET /api/settings (SPEC §7), whose answer and errors (SPEC §8) then apply.
 */
export function HomepageVideo({ video }: { video: PageVideo | null | undefined }) {
  const [state, setState] = useState<VideoState>(() => videoStateOfPage(video));
  const [pressed, setPressed] = useState(false);
  // The poster and its button come with the HTML; a press before the script runs would do nothing.
  const [visitor, setVisitor] = useState<Visitor | null>(null);

  useEffect(() => {
    let cancelled = false;
    setVisitor({ autoplay: !prefersNoAutoplay(), light: wantsLightVideo() });
    fetch("/api/settings", { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        const answer = videoStateFromResponse(response.ok, body);
        if (!cancelled) setState((current) => afterSettingsAnswer(current, answer));
      })
      .catch(() => {
        if (!cancelled) setState((current) => afterSettingsAnswer(current, NETWORK_ERROR_STATE));
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const failed = (code: number | undefined) =>
    setState({ status: "failed", debug: `Playback error: ${playbackErrorLabel(code)}` });
  const source = state.status === "ready" ? videoSource(state, visitor?.light ?? false) : undefined;
  const start = startOf(visitor, pressed, source?.light ?? false);

  return (
    <section aria-label="Introduction video" className="mx-auto max-w-4xl px-4 sm:px-6">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-slate-100 shadow-lg dark:bg-slate-800">
        {state.status === "loading" && (
          <div
            data-testid="video-loading"
            className="h-full w-full animate-pulse bg-slate-200 motion-reduce:animate-none dark:bg-slate-700"
          >
            <span className="sr-only">Loading video</span>
          </div>
        )}
        {state.status === "none" && <HeroStill />}
        {state.status === "unavailable" && <Placeholder message={state.message} />}
        {state.status === "failed" && <Placeholder message="Video unavailable" debug={state.debug} />}
        {state.status === "ready" && state.poster?.preview && <PosterPreview poster={state.poster} />}
        {state.status === "ready" &&
          (start === "ask" ? (
            <>
              <PlayButton poster={state.poster} disabled={!visitor} onPress={() => setPressed(true)} />
              <NoScriptPlayer url={state.url} light={state.light} poster={state.poster} />
            </>
          ) : (
            <Player
              url={source?.url ?? state.url}
              poster={state.poster}
              onlyOnScreen={start === "autoplay"}
              onFail={failed}
            />
          ))}
      </div>
    </section>
  );
}

/**
 * The poster's few-kilobyte preview, inline in the HTML, so the frame paints with the page; the
 * poster itself, or the video, covers it once it has arrived (issue 21).
 */
function PosterPreview({ poster }: { poster: ResponsiveImage }) {
  return (
    <img
      src={poster.preview}
      alt=""
      width={poster.width || undefined}
      height={poster.height || undefined}
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
}

function PlayButton({
  poster,
  disabled,
  onPress,
}: {
  poster?: ResponsiveImage;
  /** Until the page's script runs, which is what plays it. */
  disabled: boolean;
  onPress: () => void;
}) {
  // A poster that fails leaves its preview (or the plain frame), not a broken picture; a poster
  // set later (another address) is tried afresh.
  const [failedUrl, setFailedUrl] = useState<string>();
  return (
    <button
      type="button"
      onClick={onPress}
      disabled={disabled}
      className="group flex h-full w-full flex-col items-center justify-center gap-3 text-slate-800 dark:text-slate-100"
    >
      {poster && poster.url !== failedUrl && (
        <ResponsivePicture
          image={poster}
          alt=""
          sizes={SIZES}
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover"
          onError={() => setFailedUrl(poster.url)}
        />
      )}
      <PlayIcon
        aria-hidden="true"
        className="relative h-16 w-16 rounded-full bg-indigo-700 p-4 text-white shadow-lg group-hover:bg-indigo-600"
      />
      <span
        className={`relative font-semibold ${poster ? "rounded-full bg-slate-900/70 px-3 py-1 text-white" : ""}`}
      >
        Play video
      </span>
    </button>
  );
}

/**
 * Without JavaScript the play button stays disabled: the browser's own player covers it and,
 * like the button, downloads nothing of the video until pressed; a phone-sized screen then
 * plays the light variant.
 */
function NoScriptPlayer({ url, light, poster }: { url: string; light?: string; poster?: ResponsiveImage }) {
  return (
    <noscript>
      <video
        className="absolute inset-0 h-full w-full object-cover"
        poster={poster && variantFor(poster, FRAME_PIXELS)}
        aria-label="Introduction video"
        muted
        controls
        playsInline
        preload="none"
      >
        {light && <source src={light} type="video/mp4" media="(max-width: 767px)" />}
        <source src={url} />
      </video>
    </noscript>
  );
}

interface PlayerProps {
  url: string;
  poster?: ResponsiveImage;
  /** Autoplay: play only while at least a quarter of the video is on screen. */
  onlyOnScreen: boolean;
  onFail: (code: number | undefined) => void;
}

function Player({ url, poster, onlyOnScreen, onFail }: PlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // The browser's controls come when the visitor reaches for the video (a pointer over it, a
  // tap, Tab), or at once after a press of Play: building and styling them is a task of 70 to
  // 100 ms with the CPU slowed 4x, which on a page still loading blocked taps elsewhere
  // (decision 0065). A playing video hides them until then anyway.
  const [controls, setControls] = useState(!onlyOnScreen);
  const showControls = () => setControls(true);
  const [posterUrl] = useState(() =>
    poster
      ? variantFor(poster, Math.min(window.innerWidth, FRAME_PIXELS) * Math.min(devicePixelRatio, 2))
      : undefined,
  );

  useEffect(() => {
    const video = ref.current;
    if (!video || !onlyOnScreen) return;
    // preload="none" until then: a video below the fold downloads nothing.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) video.play().catch(() => {});
        else video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [onlyOnScreen]);

  return (
    <video
      ref={ref}
      // Positioned, so it is drawn over the poster's preview; its focus ring drawn inside it,
      // since the rounded frame clips anything outside (`!`: app.css's ring is unlayered).
      className="relative h-full w-full object-cover focus-visible:-outline-offset-4!"
      src={url}
      poster={posterUrl}
      autoPlay={!onlyOnScreen}
      muted
      loop
      playsInline
      controls={controls}
      // Focusable before its controls exist, so Tab reaches it and brings them.
      tabIndex={0}
      aria-label="Introduction video"
      onPointerEnter={showControls}
      onFocus={showControls}
      preload="none"
      onError={(event) => onFail(event.currentTarget.error?.code)}
    />
  );
}

/** No video to show: a quiet, deliberate frame in the site's colours rather than an empty box. */
function Placeholder({ message, debug }: { message: string; debug?: string }) {
  return (
    <div
      data-testid="video-placeholder"
      className="relative flex h-full w-full flex-col items-center justify-center gap-3 overflow-hidden bg-gradient-to-br from-indigo-50 via-white to-sky-100 text-slate-700 dark:from-slate-800 dark:via-slate-900 dark:to-indigo-950 dark:text-slate-300"
    >
      <div
        aria-hidden="true"
        className="absolute -top-1/4 -left-1/6 h-3/4 w-1/2 rounded-full bg-indigo-200/50 blur-3xl dark:bg-indigo-500/20"
      />
      <div
        aria-hidden="true"
        className="absolute -right-1/6 -bottom-1/4 h-3/4 w-1/2 rounded-full bg-sky-200/60 blur-3xl dark:bg-sky-400/10"
      />
      <span className="relative rounded-full bg-white/80 p-4 shadow-sm ring-1 ring-indigo-100 dark:bg-slate-800/80 dark:ring-slate-700">
        <FilmIcon aria-hidden="true" className="h-10 w-10 text-indigo-700 dark:text-indigo-300" />
      </span>
      <p className="relative font-medium">{message}</p>
      {debug && <p className="relative font-mono text-xs">{debug}</p>}
    </div>
  );
}
