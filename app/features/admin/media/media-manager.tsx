import { TrashIcon } from "@heroicons/react/24/outline";
import { useId, useState } from "react";
import type { LibraryItem } from "#domain/content/media-library";
import type { FailureTexts } from "../../../lib/api-client";
import { resolveMediaUrl } from "../../../lib/media/resolve-media-url";
import type { UploadChoice } from "../api/upload";
import { ActionBanners } from "../ui/banner";
import { ConfirmDialog } from "../ui/dialogs/confirm-dialog";
import { dangerButton, mutedText, panelClass } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { LibraryPicker } from "./library-picker";
import { UploadPicker } from "./upload-picker";

interface ShownMedia {
  type: "image" | "video";
  url: string;
  fileName: string;
}

export interface MediaTexts {
  emptyText: string;
  deleteLabel: string;
  /** Asked before deleting: a deleted file cannot be brought back. */
  deleteQuestion: string;
  pickerLabel: string;
  uploaded: string;
  deleted: string;
  /** The media's SPEC §8 texts (`ADMIN_FAILURES`). */
  failure: Record<"upload" | "delete", FailureTexts>;
}

interface MediaManagerProps {
  title: string;
  media: ShownMedia | null;
  accept: string;
  texts: MediaTexts;
  /** Why uploading is not possible yet, e.g. the solution is not saved. */
  unavailableReason?: string;
  /** `choice`: the alt text asked for, and whether to keep a second copy of a file the library has. */
  upload: (file: File, choice: UploadChoice, onProgress: (percent: number) => void) => Promise<void>;
  remove: () => Promise<void>;
  /** Offers the media library's files of these types beside the upload (decision 0058-media-library). */
  library?: { types: readonly LibraryItem["type"][]; pick: (item: LibraryItem) => Promise<void> };
}

/** Shows the current image or video, deletes it, and uploads or replaces it with a progress bar. */
export function MediaManager({
  title,
  media,
  accept,
  texts,
  unavailableReason,
  upload,
  remove,
  library,
}: MediaManagerProps) {
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  async function confirmDelete() {
    await action.run(remove, texts.failure.delete, texts.deleted);
    setConfirming(false);
  }

  return (
    <section className={`${panelClass} flex flex-col gap-3`} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ActionBanners action={action} />
      {media ? (
        <div className="flex flex-col gap-2">
          {media.type === "video" ? (
            // biome-ignore lint/a11y/useMediaCaption: uploaded marketing clips carry no caption track
            <video src={resolveMediaUrl(media.url)} controls className="max-h-64 w-full max-w-lg rounded" />
          ) : (
            <img
              src={resolveMediaUrl(media.url)}
              alt={media.fileName}
              className="max-h-64 max-w-lg rounded object-contain"
            />
          )}
          <p className="text-sm">
            File: <span className="font-medium">{media.fileName}</span>
          </p>
          <div>
            <button
              type="button"
              className={dangerButton}
              disabled={action.busy}
              onClick={() => setConfirming(true)}
            >
              <TrashIcon className="size-4" aria-hidden="true" />
              {texts.deleteLabel}
            </button>
          </div>
        </div>
      ) : (
        <p className={mutedText}>{texts.emptyText}</p>
      )}
      {unavailableReason ? (
        <p className={mutedText}>{unavailableReason}</p>
      ) : (
        <UploadPicker
          label={texts.pickerLabel}
          accept={accept}
          action={action}
          failure={texts.failure.upload}
          done={() => texts.uploaded}
          upload={async (file, choice, onProgress) => {
            await upload(file, choice, onProgress);
            return undefined;
          }}
          // A file with a pick of its own is pointed at; a poster is sent again, and the server
          // points at the stored twin rather than keep a second copy.
          pickExisting={(item, file) => (library ? library.pick(item) : upload(file, {}, () => {}))}
        >
          {library ? (
            <div>
              <LibraryPicker
                types={library.types}
                disabled={action.busy}
                onPick={async (item) => {
                  await action.run(() => library.pick(item), texts.failure.upload, texts.uploaded);
                }}
              />
            </div>
          ) : null}
        </UploadPicker>
      )}
      <ConfirmDialog
        open={confirming}
        message={texts.deleteQuestion}
        busy={action.busy}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
