import type { SolutionMedia } from "#domain/content/solution";
import { pickSolutionMedia } from "../../api/media-library";
import {
  deleteSolutionMedia,
  deleteSolutionPoster,
  uploadSolutionMedia,
  uploadSolutionPoster,
} from "../../api/solutions";
import { MediaManager, type MediaTexts } from "../../media/media-manager";
import { POSTER_ACCEPT, POSTER_TEXTS } from "../../media/poster-texts";
import { ADMIN_FAILURES } from "../../ui/error-catalogue";

const UPDATED = "Media updated successfully.";

const TEXTS: MediaTexts = {
  emptyText: "No media uploaded yet.",
  deleteLabel: "Delete Media",
  deleteQuestion: "Are you sure you want to delete this media?",
  pickerLabel: "Upload or replace media (image or video, max 10MB)",
  uploaded: UPDATED,
  deleted: UPDATED,
  failure: ADMIN_FAILURES.solutionMedia,
};

interface SolutionMediaSectionProps {
  /** The saved solution's id; null while creating, when there is nothing to attach media to. */
  solutionId: string | null;
  media: SolutionMedia | undefined;
  onMediaChange: (media: SolutionMedia | undefined) => void;
}

export function SolutionMediaSection({ solutionId, media, onMediaChange }: SolutionMediaSectionProps) {
  const poster = media?.poster;
  return (
    <div className="flex flex-col gap-6">
      <MediaManager
        title="Solution Media"
        media={media ?? null}
        accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm"
        texts={TEXTS}
        unavailableReason={solutionId ? undefined : "Save the solution first, then upload its media."}
        upload={async (file, choice, onProgress) => {
          if (!solutionId) return;
          const saved = await uploadSolutionMedia(solutionId, file, choice, onProgress);
          onMediaChange(saved.media);
        }}
        remove={async () => {
          if (!solutionId) return;
          await deleteSolutionMedia(solutionId);
          onMediaChange(undefined);
        }}
        library={{
          types: ["image", "video"],
          pick: async (item) => {
            if (solutionId) onMediaChange((await pickSolutionMedia(solutionId, item.id)).media);
          },
        }}
      />
      {solutionId && media?.type === "video" ? (
        <MediaManager
          title="Video Poster"
          media={poster ? { type: "image", url: poster.url, fileName: poster.fileName } : null}
          accept={POSTER_ACCEPT}
          texts={POSTER_TEXTS}
          upload={async (file, choice, onProgress) => {
            onMediaChange((await uploadSolutionPoster(solutionId, file, choice, onProgress)).media);
          }}
          remove={async () => {
            await deleteSolutionPoster(solutionId);
            onMediaChange({ ...media, poster: undefined });
          }}
        />
      ) : null}
    </div>
  );
}
