import { TrashIcon } from "@heroicons/react/24/outline";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { describeUse, type LibraryItem, type MediaUse } from "#domain/content/media-library";
import type { PagePath } from "#domain/page-paths";
import { deleteLibraryItem, fetchLibrary, setMediaAlt, uploadToLibrary } from "../api/media-library";
import { ActionBanners } from "../ui/banner";
import { useConfirmedDelete } from "../ui/dialogs/use-confirmed-delete";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { formatDate } from "../ui/format";
import { ListToolbar } from "../ui/lists/list-toolbar";
import { textSearch } from "../ui/lists/text-search";
import { ScreenHeader } from "../ui/screen-header";
import { linkClass, mutedText, panelClass, smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";
import { AltTextForm } from "./alt-text-form";
import { MediaThumbnail } from "./media-thumbnail";
import { AltSummary } from "./upload-flow";
import { UploadPicker } from "./upload-picker";

const FAILURE = ADMIN_FAILURES.mediaLibrary;
/** What the library takes: what a solution takes (SPEC §9). */
const LIBRARY_ACCEPT = "image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm";
const librarySearch = textSearch<LibraryItem>((item) => [item.fileName, item.alt]);

function hrefOf(use: MediaUse) {
  if (use.kind === "homepage-video") return "/admin/settings" satisfies PagePath;
  return use.inTrash
    ? ("/admin/trash" satisfies PagePath)
    : (`/admin/solutions/${encodeURIComponent(use.id)}` satisfies PagePath);
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The media library: every uploaded file, its alt text, where it is used, and deletion of unused ones. */
export function MediaLibraryScreen() {
  const { data, loading, error, setData } = useAsyncData(fetchLibrary, FAILURE.load);
  const action = useAction();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => (data ?? []).filter(librarySearch(query)), [data, query]);
  const replace = (saved: LibraryItem) =>
    setData((list) => list?.map((item) => (item.id === saved.id ? saved : item)) ?? null);
  const { requestDelete, confirmDialog } = useConfirmedDelete<LibraryItem>({
    action,
    question: "Delete this file from the media library? It cannot be brought back.",
    successText: "The file has been deleted.",
    remove: deleteLibraryItem,
    failure: FAILURE.delete,
    onDeleted: (id) => setData((list) => list?.filter((item) => item.id !== id) ?? null),
  });

  return (
    <>
      <ScreenHeader title="Media library" />
      <p className={`${mutedText} mb-4`}>
        Pictures and videos for solutions and the homepage video. Upload them here or where they are used,
        then choose a stored file anywhere with "Choose from library".
      </p>
      <section className={`${panelClass} mb-4`} aria-label="Upload to the library">
        <UploadPicker
          label="Upload a picture or video (JPEG, PNG, GIF, WebP, MP4 or WebM, max 10MB)"
          accept={LIBRARY_ACCEPT}
          action={action}
          failure={FAILURE.upload}
          done={(uploaded) => (uploaded ? `${uploaded.fileName} is in the library.` : undefined)}
          upload={async (file, choice, onProgress) => {
            const uploaded = await uploadToLibrary(file, choice, onProgress);
            if (!uploaded.alreadyInLibrary) setData((list) => [uploaded, ...(list ?? [])]);
            return uploaded;
          }}
          pickExisting={async (item) => {
            // The stored file's card, alone on screen, is the answer.
            setQuery(item.fileName);
            action.succeeded(`${item.fileName} was already in the library; nothing was uploaded.`);
          }}
        />
      </section>
      <ListToolbar search={{ label: "Search by file name or alt text", value: query, onChange: setQuery }} />
      <div className="mb-4 flex flex-col gap-2">
        <ActionBanners action={action} loadError={error} />
      </div>
      {loading ? <p>Loading the media library...</p> : null}
      {data && shown.length === 0 ? <p>No files found matching your criteria</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Media files">
        {shown.map((item) => (
          <li key={item.id} className={`${panelClass} flex flex-col gap-3`} aria-label={item.fileName}>
            <MediaThumbnail item={item} />
            <div>
              <p className="truncate font-medium" title={item.fileName}>
                {item.fileName}
              </p>
              <p className={mutedText}>
                {item.type === "image" ? "Picture" : "Video"} · {kilobytes(item.size)} ·{" "}
                {formatDate(item.createdAt)}
              </p>
            </div>
            {item.type === "image" ? (
              <p className="text-sm">
                <span className="font-medium">Alt text: </span>
                <AltSummary alt={item.alt} />
              </p>
            ) : null}
            <UsedBy uses={item.usedBy} />
            {item.type === "image" ? (
              <AltTextForm
                // A fresh form when the stored text changes, so it shows what was saved.
                key={item.alt ?? "\u0000"}
                item={item}
                busy={action.busy}
                onSave={async (alt) => {
                  const saved = await action.run(
                    () => setMediaAlt(item.id, alt),
                    FAILURE.alt,
                    "Alt text saved.",
                  );
                  if (saved) replace(saved);
                }}
              />
            ) : null}
            <div className="mt-auto">
              <button
                type="button"
                className={smallButton}
                disabled={action.busy}
                aria-label={`Delete ${item.fileName}`}
                onClick={() => requestDelete(item)}
              >
                <TrashIcon className="mr-1 inline size-3.5" aria-hidden="true" />
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      {confirmDialog}
    </>
  );
}

function UsedBy({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <p className={mutedText}>Not used anywhere</p>;
  return (
    <div className="text-sm">
      <p className="font-medium">Used by</p>
      <ul className="list-disc pl-5">
        {uses.map((use) => (
          <li key={`${use.kind}-${use.kind === "solution" ? use.id : ""}-${use.as}`}>
            <Link to={hrefOf(use)} className={linkClass}>
              {describeUse(use)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
