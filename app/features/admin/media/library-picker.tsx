import { PhotoIcon } from "@heroicons/react/24/outline";
import { useMemo, useState } from "react";
import type { LibraryItem } from "#domain/content/media-library";
import { fetchLibrary } from "../api/media-library";
import { MaybeBanner } from "../ui/banner";
import { ModalDialog } from "../ui/dialogs/modal-dialog";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { SearchField } from "../ui/lists/search-field";
import { textSearch } from "../ui/lists/text-search";
import { mutedText, secondaryButton, smallButton } from "../ui/styles";
import { useAsyncData } from "../ui/use-async-data";
import { MediaThumbnail } from "./media-thumbnail";

const librarySearch = textSearch<LibraryItem>((item) => [item.fileName, item.alt]);

interface LibraryPickerProps {
  /** Which files fit: a solution takes either kind, the homepage video only videos. */
  types: readonly LibraryItem["type"][];
  disabled?: boolean;
  onPick: (item: LibraryItem) => Promise<void>;
}

/** "Choose from library": a dialog of the stored files that fit, one of which replaces the current one. */
export function LibraryPicker({ types, disabled, onPick }: LibraryPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} disabled={disabled} onClick={() => setOpen(true)}>
        <PhotoIcon className="size-4" aria-hidden="true" />
        Choose from library
      </button>
      <ModalDialog
        open={open}
        title="Choose from the media library"
        onClose={() => setOpen(false)}
        closeOnBackdrop
        className="m-auto max-h-[90vh] w-[min(48rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
      >
        <PickerList
          types={types}
          onPick={async (item) => {
            setOpen(false);
            await onPick(item);
          }}
        />
        <div className="mt-4 flex justify-end">
          <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </ModalDialog>
    </>
  );
}

/** Loaded when the dialog opens, so an editor that never picks never asks for the library. */
function PickerList({ types, onPick }: Pick<LibraryPickerProps, "types" | "onPick">) {
  const { data, loading, error } = useAsyncData(fetchLibrary, ADMIN_FAILURES.mediaLibrary.load);
  const [query, setQuery] = useState("");
  const shown = useMemo(
    () => (data ?? []).filter((item) => types.includes(item.type)).filter(librarySearch(query)),
    [data, types, query],
  );
  return (
    <div className="mt-3 flex flex-col gap-3">
      <SearchField label="Search by file name or alt text" value={query} onChange={setQuery} />
      <MaybeBanner tone="error" message={error} />
      {loading ? <p>Loading the media library...</p> : null}
      {data && shown.length === 0 ? <p className={mutedText}>No files match.</p> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shown.map((item) => (
          <li key={item.id} className="flex flex-col gap-1">
            <MediaThumbnail item={item} />
            <span className="truncate text-sm" title={item.fileName}>
              {item.fileName}
            </span>
            <button
              type="button"
              className={smallButton}
              aria-label={`Use ${item.fileName}`}
              onClick={() => onPick(item)}
            >
              Use this
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
