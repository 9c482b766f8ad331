import { useEffect, useState } from "react";
import type { SolutionMedia as Media } from "#domain/content/solution";
import { ResponsivePicture } from "../../components/media/responsive-picture";
import { useMissedMediaError } from "../../components/media/use-missed-media-error";
import { resolveMediaUrl } from "../../lib/media/resolve-media-url";
import { variantFor } from "../../lib/media/responsive-image";
import { prefersLessData } from "../../lib/media/save-data";

// How wide the media is drawn: the page's content column (max-w-5xl less its padding).
const SIZES = "(min-width: 1024px) 976px, calc(100vw - 2rem)";
const POSTER_PIXELS = 960;

/** The solution's image or video; hidden entirely if it fails to load (SPEC §8). */
export function SolutionMedia({ media, title }: { media: Media; title: string }) {
  const [failed, setFailed] = useState(false);
  const fail = () => setFailed(true);
  const videoRef = useMissedMediaError<HTMLVideoElement>(fail);
  // Nothing of a video downloads until it is pressed, except, once the page runs and the
  // visitor has not asked for less data, its first frame when there is no poster to show.
  const [preload, setPreload] = useState<"none" | "metadata">("none");
  useEffect(() => {
    if (media.type === "video" && !media.poster && !prefersLessData()) setPreload("metadata");
  }, [media]);
  if (failed) return null;
  return (
    // A 16:9 frame reserves the space before the file arrives, so nothing below it shifts.
    <div className="aspect-video overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
      {media.type === "video" ? (
        // biome-ignore lint/a11y/useMediaCaption: product demo clips carry no speech
        <video
          ref={videoRef}
          src={resolveMediaUrl(media.url)}
          poster={media.poster ? variantFor(media.poster, POSTER_PIXELS) : undefined}
          controls
          preload={preload}
          width={1280}
          height={720}
          className="h-full w-full object-cover"
          onError={fail}
        />
      ) : (
        <ResponsivePicture
          image={{
            url: media.url,
            width: media.width ?? 0,
            height: media.height ?? 0,
            variants: media.variants ?? [],
          }}
          // The media library's words for it ("" when decorative); before anyone wrote them, the title.
          alt={media.alt ?? `${title} in use`}
          sizes={SIZES}
          className="h-full w-full object-cover"
          onError={fail}
        />
      )}
    </div>
  );
}
