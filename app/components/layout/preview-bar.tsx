import { PREVIEW_REASON, PREVIEW_REASON_ID, type PreviewShown } from "../../lib/preview";

/**
 * The bar a page shown through a preview link carries under the nav (decision 0080), so that no
 * one takes it for the live page: what it is, until when the link works, and why Get Started
 * and WhatsApp do nothing. Server-rendered: it is there without the scripts.
 */
export function PreviewBar({ preview }: { preview: PreviewShown }) {
  return (
    <section
      aria-label="Preview"
      className="sticky top-16 z-30 border-b border-amber-400 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
        <p className="font-semibold">Preview: not published</p>
        <p>
          Link expires <time dateTime={preview.expiresAt}>{preview.expires}</time> (SAST)
        </p>
        <p id={PREVIEW_REASON_ID}>{PREVIEW_REASON}</p>
      </div>
    </section>
  );
}
