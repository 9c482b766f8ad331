import { Link } from "react-router";
import type { PagePath } from "#domain/page-paths";
import { Banner } from "../../ui/banner";
import { primaryButton, secondaryButton } from "../../ui/styles";

/** What the last save came to: shown in the bar, where the admin's eyes are after clicking. */
export interface SaveOutcome {
  tone: "error" | "success";
  text: string;
}

interface SaveBarProps {
  saving: boolean;
  outcome: SaveOutcome | null;
}

/**
 * Cancel and Save, stuck to the bottom of the viewport while the form is longer than the screen:
 * the form runs to thousands of pixels, and Save should not be a scroll away. It sits in the
 * page's flow, so at the end of the form it covers nothing; the form keeps focused fields clear
 * of it (scroll margin).
 */
export function SaveBar({ saving, outcome }: SaveBarProps) {
  return (
    <div
      data-save-bar
      className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-slate-300 bg-slate-50 px-4 py-3 shadow-[0_-4px_8px_-6px_rgb(0_0_0/0.25)] md:-mx-8 md:px-8 dark:border-slate-700 dark:bg-slate-950"
    >
      {outcome ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
      <div className="flex justify-end gap-3">
        <Link to={"/admin/solutions" satisfies PagePath} className={secondaryButton}>
          Cancel
        </Link>
        <button type="submit" className={primaryButton}>
          {saving ? "Saving..." : "Save Solution"}
        </button>
      </div>
    </div>
  );
}
