import { useState } from "react";
import type { SolutionMedia as Media } from "../../../domain/solution";
import { mediaUrl } from "../../lib/media-url";

/** The solution's image or video; hidden entirely if it fails to load (SPEC §8). */
export function SolutionMedia({ media, title }: { media: Media; title: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const src = mediaUrl(media.url);
  return (
    // A 16:9 frame reserves the space before the file arrives, so nothing below it shifts.
    <div className="aspect-video overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
      {media.type === "video" ? (
        // biome-ignore lint/a11y/useMediaCaption: product demo clips carry no speech
        <video
          src={src}
          controls
          preload="metadata"
          width={1280}
          height={720}
          className="h-full w-full"
          onError={() => setFailed(true)}
        />
      ) : (
        <img
          src={src}
          alt={`${title} in use`}
          loading="lazy"
          decoding="async"
          width={1280}
          height={720}
          className="h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
