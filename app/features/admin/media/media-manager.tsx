import { TrashIcon } from "@heroicons/react/24/outline";
import { useId, useState } from "react";
import { MAX_MEDIA_BYTES } from "#domain/media";
import type { LibraryItem } from "#domain/media-library";
import type { FailureTexts } from "../../../lib/api-client";
import { resolveMediaUrl } from "../../../lib/resolve-media-url";
import { MaybeBanner } from "../ui/banner";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { dangerButton, labelClass, mutedText, panelClass } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { LibraryPicker } from "./library-picker";

const bothWays = (text: string): FailureTexts => ({ failed: text, errored: text });

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
  /** SPEC §8 has one fallback per media action, whether the server refused or the call failed. */
  uploadError: string;
  deleteError: string;
}

interface MediaManagerProps {
  title: string;
  media: ShownMedia | null;
  accept: string;
  texts: MediaTexts;
  /** Why uploading is not possible yet, e.g. the solution is not saved. */
  unavailableReason?: string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
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
  const [progress, setProgress] = useState<number | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const headingId = useId();

  async function handleFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > MAX_MEDIA_BYTES) {
      action.clearMessages();
      setTooLarge("The file is larger than 10MB.");
      return;
    }
    setTooLarge(null);
    setProgress(0);
    await action.run(() => upload(file, setProgress), bothWays(texts.uploadError), texts.uploaded);
    setProgress(null);
  }

  async function confirmDelete() {
    // Only the outcome of this action may show: an earlier refusal would contradict it.
    setTooLarge(null);
    await action.run(remove, bothWays(texts.deleteError), texts.deleted);
    setConfirming(false);
  }

  return (
    <section className={`${panelClass} flex flex-col gap-3`} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <MaybeBanner tone="error" message={tooLarge ?? action.error} />
      <MaybeBanner tone="success" message={action.success} />
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
        <div>
          <label htmlFor={inputId} className={labelClass}>
            {texts.pickerLabel}
          </label>
          <input
            id={inputId}
            type="file"
            accept={accept}
            disabled={action.busy}
            onChange={(event) => handleFile(event.currentTarget)}
            className="mt-1 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-indigo-700 file:px-3 file:py-2 file:text-white"
          />
          {library ? (
            <div className="mt-3">
              <LibraryPicker
                types={library.types}
                disabled={action.busy}
                onPick={async (item) => {
                  setTooLarge(null);
                  await action.run(() => library.pick(item), bothWays(texts.uploadError), texts.uploaded);
                }}
              />
            </div>
          ) : null}
        </div>
      )}
      {progress !== null ? (
        <div className="flex items-center gap-2">
          <progress value={progress} max={100} aria-label="Upload progress" className="h-2 w-full max-w-lg" />
          <span className="text-sm">{progress}%</span>
        </div>
      ) : null}
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
