import { FilmIcon, PlayIcon } from "@heroicons/react/24/outline";
import { useEffect, useState } from "react";
import { prefersNoAutoplay } from "./save-data";
import {
  NETWORK_ERROR_STATE,
  playbackErrorLabel,
  type VideoState,
  videoStateFromResponse,
} from "./video-state";

// Fetched in the browser (not in the loader) so the page HTML never waits on the video
// settings and the cached page stays the same for everyone.
export function HomepageVideo() {
  const [state, setState] = useState<VideoState>({ status: "loading" });
  const [waitForPlay, setWaitForPlay] = useState(true);

  useEffect(() => {
    let cancelled = false;
    setWaitForPlay(prefersNoAutoplay());
    fetch("/api/settings", { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        if (!cancelled) setState(videoStateFromResponse(response.ok, body));
      })
      .catch(() => {
        if (!cancelled) setState(NETWORK_ERROR_STATE);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section aria-label="Introduction video" className="mx-auto max-w-4xl px-4 sm:px-6">
      <div className="aspect-video overflow-hidden rounded-2xl bg-slate-100 shadow-lg dark:bg-slate-800">
        {state.status === "loading" && (
          <div
            data-testid="video-loading"
            className="h-full w-full animate-pulse bg-slate-200 motion-reduce:animate-none dark:bg-slate-700"
          >
            <span className="sr-only">Loading video</span>
          </div>
        )}
        {state.status === "unavailable" && <Placeholder message={state.message} />}
        {state.status === "failed" && <Placeholder message="Video unavailable" debug={state.debug} />}
        {state.status === "ready" &&
          (waitForPlay ? (
            <button
              type="button"
              onClick={() => setWaitForPlay(false)}
              className="flex h-full w-full flex-col items-center justify-center gap-3 text-slate-800 dark:text-slate-100"
            >
              <PlayIcon aria-hidden="true" className="h-16 w-16 rounded-full bg-indigo-700 p-4 text-white" />
              <span className="font-semibold">Play video</span>
            </button>
          ) : (
            <video
              className="h-full w-full object-cover"
              src={state.url}
              autoPlay
              muted
              loop
              playsInline
              controls
              preload="auto"
              onError={(event) =>
                setState({
                  status: "failed",
                  debug: `Playback error: ${playbackErrorLabel(event.currentTarget.error?.code)}`,
                })
              }
            />
          ))}
      </div>
    </section>
  );
}

function Placeholder({ message, debug }: { message: string; debug?: string }) {
  return (
    <div
      data-testid="video-placeholder"
      className="flex h-full w-full flex-col items-center justify-center gap-2 text-slate-700 dark:text-slate-300"
    >
      <FilmIcon aria-hidden="true" className="h-12 w-12" />
      <p>{message}</p>
      {debug && <p className="font-mono text-xs">{debug}</p>}
    </div>
  );
}
