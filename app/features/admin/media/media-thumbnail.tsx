import { FilmIcon } from "@heroicons/react/24/outline";
import type { LibraryItem } from "#domain/content/media-library";
import { ResponsivePicture } from "../../../components/media/responsive-picture";

/** A library item's small picture: the smallest variant that fills it, or a film icon for a video. */
export function MediaThumbnail({ item }: { item: LibraryItem }) {
  return (
    <div className="flex aspect-video items-center justify-center overflow-hidden rounded bg-slate-100 dark:bg-slate-800">
      {item.image ? (
        <ResponsivePicture
          image={item.image}
          // The file name says which file it is; the alt text is what is being edited beside it.
          alt={item.fileName}
          sizes="240px"
          className="h-full w-full object-cover"
        />
      ) : (
        <FilmIcon className="size-10 text-slate-500" aria-hidden="true" />
      )}
    </div>
  );
}
