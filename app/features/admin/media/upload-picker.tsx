import { useEffect, useId, useState } from "react";
import { MAX_MEDIA_BYTES } from "#domain/content/media";
import type { LibraryItem, UploadedItem } from "#domain/content/media-library";
import type { FailureTexts } from "../../../lib/api-client";
import type { UploadChoice } from "../api/upload";
import { MaybeBanner } from "../ui/banner";
import { labelClass, mutedText } from "../ui/styles";
import type { Action } from "../ui/use-action";
import { useUploadFlow } from "./upload-flow";

interface UploadPickerProps {
  label: string;
  accept: string;
  /** The panel's action: its busy flag and banners. */
  action: Action;
  failure: FailureTexts;
  /** Said when the upload (or the stored file used instead) is done; none for no text. */
  done: (answer: UploadedItem | undefined) => string | undefined;
  upload: (
    file: File,
    choice: UploadChoice,
    onProgress: (percent: number) => void,
  ) => Promise<UploadedItem | undefined>;
  pickExisting: (item: LibraryItem, file: File) => Promise<void>;
  /** Shown under the picker: "Choose from library". */
  children?: React.ReactNode;
}

/**
 * A file picker that refuses files over 10 MB at once, offers a file the library already has,
 * asks a picture's alt text (upload-flow.tsx), then uploads with a progress bar.
 */
export function UploadPicker({
  label,
  accept,
  action,
  failure,
  done,
  upload,
  pickExisting,
  children,
}: UploadPickerProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const inputId = useId();
  // Only the outcome of the panel's latest action may show: an earlier refusal would contradict it.
  useEffect(() => {
    if (action.busy) setTooLarge(null);
  }, [action.busy]);

  const flow = useUploadFlow({
    accept,
    upload: async (file, choice) => {
      setProgress(0);
      const answer = await action.run(
        () => upload(file, choice, setProgress),
        failure,
        // A twin the server found is offered in a dialog, which says it all.
        (answer) => (answer?.alreadyInLibrary ? undefined : done(answer)),
      );
      setProgress(null);
      return answer;
    },
    pickExisting: async (item, file) => {
      await action.run(
        () => pickExisting(item, file),
        failure,
        () => done(undefined),
      );
    },
  });

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > MAX_MEDIA_BYTES) {
      action.clearMessages();
      setTooLarge("The file is larger than 10MB.");
      return;
    }
    setTooLarge(null);
    void flow.start(file);
  }

  return (
    <div className="flex flex-col gap-3">
      <MaybeBanner tone="error" message={tooLarge} />
      <div>
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          disabled={action.busy || flow.checking}
          onChange={(event) => choose(event.currentTarget)}
          className="mt-1 block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-indigo-700 file:px-3 file:py-2 file:text-white"
        />
        {flow.checking ? <p className={`${mutedText} mt-1`}>Checking the media library...</p> : null}
      </div>
      {children}
      {progress !== null ? (
        <div className="flex items-center gap-2">
          <progress value={progress} max={100} aria-label="Upload progress" className="h-2 w-full max-w-lg" />
          <span className="text-sm">{progress}%</span>
        </div>
      ) : null}
      {flow.dialogs}
    </div>
  );
}
