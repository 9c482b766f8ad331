import { useState } from "react";
import type { Solution } from "../../../../../domain/solution";
import { failureMessage, VersionConflict, type Versioned } from "../../api/http";
import { fetchSolutionVersions, restoreSolutionVersion } from "../../api/solutions";
import { MaybeBanner } from "../../ui/banner";
import { formatDateTime } from "../../ui/format";
import { mutedText, panelClass, smallButton } from "../../ui/styles";
import { useAsyncData } from "../../ui/use-async-data";

const LOAD_FAILURE = {
  failed: "Failed to load versions",
  errored: "An error occurred while fetching versions",
};
const RESTORE_FAILURE = {
  failed: "Failed to restore the version",
  errored: "An error occurred while restoring the version",
};

interface SolutionVersionsProps {
  solutionId: string;
  /** The version the editor holds; mount with key={version} so a save lists afresh. */
  version: number;
  /** Restoring replaces the form, so it waits until what was typed is saved or undone. */
  dirty: boolean;
  onRestored: (restored: Versioned<Solution>, from: number) => void;
  onConflict: (conflict: VersionConflict<Solution>) => void;
}

/** Earlier versions of the solution (who, when); restoring one saves it as the newest. */
export function SolutionVersions({
  solutionId,
  version,
  dirty,
  onRestored,
  onConflict,
}: SolutionVersionsProps) {
  const {
    data: versions,
    loading,
    error,
  } = useAsyncData(() => fetchSolutionVersions(solutionId), LOAD_FAILURE);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  async function restore(chosen: number) {
    setRestoring(chosen);
    setRestoreError(null);
    try {
      onRestored(await restoreSolutionVersion(solutionId, chosen, version), chosen);
    } catch (reason) {
      if (reason instanceof VersionConflict) onConflict(reason);
      else setRestoreError(failureMessage(reason, RESTORE_FAILURE));
      setRestoring(null);
    }
  }

  return (
    <section aria-labelledby="solution-versions-heading" className={panelClass}>
      <h2 id="solution-versions-heading" className="text-lg font-semibold">
        Earlier Versions
      </h2>
      <p className={`mt-1 ${mutedText}`}>
        {dirty
          ? "Save or undo your changes before restoring a version."
          : "Restoring a version saves it as the newest, so it can be undone the same way."}
      </p>
      <div className="mt-3 flex flex-col gap-3">
        <MaybeBanner tone="error" message={error ?? restoreError} />
        {loading ? <p>Loading versions...</p> : null}
        {versions && versions.length === 0 ? <p className={mutedText}>No earlier versions yet.</p> : null}
        {versions && versions.length > 0 ? (
          <ol className="divide-y divide-slate-200 dark:divide-slate-700">
            {versions.map((entry) => (
              <li key={entry.version} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm">
                  <span className="font-medium">Version {entry.version}</span>
                  {" · "}
                  {entry.savedBy ?? "Not recorded"}
                  {" · "}
                  <time dateTime={entry.savedAt}>{formatDateTime(entry.savedAt)}</time>
                </span>
                <button
                  type="button"
                  className={smallButton}
                  disabled={dirty || restoring !== null}
                  aria-label={`Restore version ${entry.version}`}
                  onClick={() => restore(entry.version)}
                >
                  {restoring === entry.version ? "Restoring..." : "Restore"}
                </button>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
