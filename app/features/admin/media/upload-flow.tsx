import { useEffect, useState } from "react";
import {
  ALT_MAX,
  ALT_WHY,
  describeUse,
  type LibraryItem,
  type UploadedItem,
} from "#domain/content/media-library";
import { findInLibrary } from "../api/media-library";
import type { UploadChoice } from "../api/upload";
import { ModalDialog } from "../ui/dialogs/modal-dialog";
import { TextField } from "../ui/fields";
import { mutedText, primaryButton, secondaryButton } from "../ui/styles";
import { MediaThumbnail } from "./media-thumbnail";

// What happens between choosing a file and sending it (decision 0081-uploads-with-alt-text-and-no-
// twins): a file the library already has is offered instead, and a picture is described.

const dialogClass =
  "m-auto max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100";

type Step =
  | { name: "idle" }
  | { name: "checking"; file: File }
  /** `choice`: what was asked already, when the server found the twin after the upload. */
  | { name: "duplicate"; file: File; existing: LibraryItem; choice?: UploadChoice }
  | { name: "describe"; file: File; keepDuplicate: boolean };

export interface UploadFlowOptions {
  /** The content types this place takes, as the file input's accept lists them: only those are offered. */
  accept: string;
  /** Sends the file; answers the library's item where the library answers one (it may be a twin). */
  upload: (file: File, choice: UploadChoice) => Promise<UploadedItem | undefined>;
  /** "Use existing": the stored file instead of this one. */
  pickExisting: (item: LibraryItem, file: File) => Promise<void>;
}

const isPicture = (file: File) => file.type.startsWith("image/");

/**
 * The SHA-256 of the file, hex, as the server computes it; null where the browser keeps
 * crypto.subtle from the page (plain http off localhost), and the server alone then finds twins.
 */
async function contentHash(file: File): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The stored file with this content that fits here (`accept`), if the library says so; a failed
 * question is no answer, and the server still finds the twin.
 */
async function storedTwin(file: File, accept: string): Promise<LibraryItem | undefined> {
  try {
    const hash = await contentHash(file);
    if (!hash) return undefined;
    const answer = await Promise.race([findInLibrary(hash), noAnswerAfter(TWIN_CHECK_MS)]);
    const fitting = (answer ?? []).filter((item) => accept.split(",").includes(item.contentType));
    // Newest first: the last is the first stored, the one a plain upload is pointed at.
    return fitting.at(-1);
  } catch {
    return undefined;
  }
}

/** How long the question may hold an upload up on a patchy link before it goes ahead unasked. */
const TWIN_CHECK_MS = 8000;
const noAnswerAfter = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/** Starts the flow for a chosen file; `checking` while the library is asked; `dialogs` to render. */
export function useUploadFlow({ accept, upload, pickExisting }: UploadFlowOptions) {
  const [step, setStep] = useState<Step>({ name: "idle" });
  const close = () => setStep({ name: "idle" });

  async function send(file: File, choice: UploadChoice) {
    close();
    const answer = await upload(file, choice);
    if (answer?.alreadyInLibrary) setStep({ name: "duplicate", file, existing: answer, choice });
  }

  /** After "Upload anyway", or when there is no twin: a picture is described, a video sent. */
  function describeOrSend(file: File, keepDuplicate: boolean) {
    if (isPicture(file)) setStep({ name: "describe", file, keepDuplicate });
    else void send(file, { keepDuplicate });
  }

  async function start(file: File) {
    setStep({ name: "checking", file });
    const existing = await storedTwin(file, accept);
    if (existing) setStep({ name: "duplicate", file, existing });
    else describeOrSend(file, false);
  }

  const dialogs = (
    <>
      {step.name === "duplicate" ? (
        <DuplicateDialog
          existing={step.existing}
          onCancel={close}
          onUseExisting={() => {
            close();
            void pickExisting(step.existing, step.file);
          }}
          onUploadAnyway={() =>
            step.choice
              ? void send(step.file, { ...step.choice, keepDuplicate: true })
              : describeOrSend(step.file, true)
          }
        />
      ) : null}
      {step.name === "describe" ? (
        <DescribeDialog
          file={step.file}
          onCancel={close}
          onUpload={(alt) => void send(step.file, { alt, keepDuplicate: step.keepDuplicate })}
        />
      ) : null}
    </>
  );
  return { start, checking: step.name === "checking", dialogs };
}

function DuplicateDialog({
  existing,
  onCancel,
  onUseExisting,
  onUploadAnyway,
}: {
  existing: LibraryItem;
  onCancel: () => void;
  onUseExisting: () => void;
  onUploadAnyway: () => void;
}) {
  const what = existing.type === "image" ? "picture" : "video";
  return (
    <ModalDialog
      open
      title={`This ${what} is already in the library`}
      onClose={onCancel}
      className={dialogClass}
    >
      <p className={`${mutedText} mt-2`}>
        The same file is stored as {existing.fileName}. Use it, or keep a second copy.
      </p>
      <div className="mt-4 grid grid-cols-[8rem_1fr] gap-3">
        <MediaThumbnail item={existing} />
        <dl className="min-w-0 text-sm">
          <dt className="font-medium">File</dt>
          <dd className="truncate" title={existing.fileName}>
            {existing.fileName}
          </dd>
          {existing.type === "image" ? (
            <>
              <dt className="mt-1 font-medium">Alt text</dt>
              <dd>
                <AltSummary alt={existing.alt} />
              </dd>
            </>
          ) : null}
          <dt className="mt-1 font-medium">Used by</dt>
          <dd>
            {existing.usedBy.length > 0 ? existing.usedBy.map(describeUse).join(", ") : "Not used anywhere"}
          </dd>
        </dl>
      </div>
      {/* On a phone three buttons do not fit one line: stacked, the choice the dialog offers first. */}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={secondaryButton} onClick={onUploadAnyway}>
          Upload anyway
        </button>
        <button type="button" className={primaryButton} onClick={onUseExisting}>
          Use existing
        </button>
      </div>
    </ModalDialog>
  );
}

/** A picture's alt text as a card or dialog shows it: the words, "Decorative", or a visible nudge. */
export function AltSummary({ alt }: { alt: string | undefined }) {
  if (alt === undefined)
    return <span className="font-medium text-amber-800 dark:text-amber-300">No alt text</span>;
  if (alt === "") return <span className={mutedText}>Decorative (no alt text)</span>;
  return <span className="break-words">{alt}</span>;
}

function DescribeDialog({
  file,
  onCancel,
  onUpload,
}: {
  file: File;
  onCancel: () => void;
  onUpload: (alt: string) => void;
}) {
  const [alt, setAlt] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <ModalDialog open title="Describe the picture" onClose={onCancel} className={dialogClass}>
      <form
        className="mt-3 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onUpload(alt);
        }}
      >
        {preview ? <img src={preview} alt="" className="max-h-40 self-start rounded object-contain" /> : null}
        <p className="truncate text-sm" title={file.name}>
          File: <span className="font-medium">{file.name}</span>
        </p>
        <TextField
          label="Alt text (optional)"
          hint={`${ALT_WHY} Say what the picture shows, in a sentence; you can skip it and add it later in the media library.`}
          value={alt}
          maxLength={ALT_MAX}
          autoFocus
          onChange={(event) => setAlt(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={secondaryButton} onClick={() => onUpload("")}>
            Skip
          </button>
          <button type="submit" className={primaryButton}>
            Upload
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
