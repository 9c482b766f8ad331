import { PREVIEW_REASON, PREVIEW_REASON_ID } from "../../lib/preview";

/**
 * An enquiry button (Get Started, WhatsApp, booking) as a preview shows it (decision 0080): the
 * same look, disabled, described by the preview bar's reason, which a pointer also gets as a tip.
 */
export function OffInPreview({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      disabled
      aria-describedby={PREVIEW_REASON_ID}
      title={PREVIEW_REASON}
      className={`${className ?? ""} cursor-not-allowed opacity-60`}
    >
      {children}
    </button>
  );
}
