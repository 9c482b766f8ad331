import { useId, useState } from "react";
import type { Reauthentication } from "#domain/accounts/user";
import type { VersionSummary } from "#domain/content/content-version";
import { ApiError, failureMessage } from "../../../../lib/api-client";
import { VersionConflict, type Versioned } from "../../api/http";
import { MaybeBanner } from "../banner";
import { ReauthenticationDialog } from "../dialogs/reauthentication-dialog";
import { ADMIN_FAILURES } from "../error-catalogue";
import { formatDateTime } from "../format";
import { mutedText, panelClass, smallButton } from "../styles";
import { useAsyncData } from "../use-async-data";

const FAILURE = ADMIN_FAILURES.versionHistory;

interface VersionHistoryProps<T> {
  /** The heading, naming what the versions are of when the screen holds more. */
  title?: string;
  /** The earlier versions, newest first. */
  load: () => Promise<VersionSummary[]>;
  /**
   * Saves version `chosen` as the newest, over `current`; VersionConflict when that is stale.
   * One refused for want of the admin's password (403 at currentPassword, a guarded setting)
   * is asked again with `proof`, after a dialog asks for it.
   */
  restore: (chosen: number, current: number, proof?: Reauthentication) => Promise<Versioned<T>>;
  /** The version the screen holds; the list loads afresh whenever it changes. */
  version: number;
  /** Restoring replaces what is on screen, so it waits until what was typed is saved or undone. */
  dirty: boolean;
  onRestored: (restored: Versioned<T>) => void;
  onConflict: (conflict: VersionConflict<T>) => void;
}

/**
 * Earlier versions of versioned content (a solution, the settings): who saved each and when;
 * restoring one saves it as the newest, so a restore can be undone the same way.
 */
export function VersionHistory<T>({
  title = "Earlier Versions",
  load,
  restore,
  version,
  dirty,
  onRestored,
  onConflict,
}: VersionHistoryProps<T>) {
  const headingId = useId();
  const [restoring, setRestoring] = useState<number | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  // Which version was restored, as which new one: said until something else is saved.
  const [restored, setRestored] = useState<{ from: number; as: number } | null>(null);
  // A restore the server refused until the admin confirms it is them: the version, and why.
  const [proofAsked, setProofAsked] = useState<{ chosen: number; question: string } | null>(null);

  async function restoreVersion(chosen: number, proof?: Reauthentication) {
    const saved = await restore(chosen, version, proof);
    onRestored(saved);
    setRestored({ from: chosen, as: saved.version });
  }

  async function tryRestore(chosen: number) {
    setRestoring(chosen);
    setRestoreError(null);
    try {
      await restoreVersion(chosen);
    } catch (reason) {
      const proofNeeded =
        reason instanceof ApiError && reason.status === 403 && reason.fieldErrors?.currentPassword;
      if (proofNeeded) setProofAsked({ chosen, question: proofNeeded });
      else if (reason instanceof VersionConflict) onConflict(reason);
      else setRestoreError(failureMessage(reason, FAILURE.restore));
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className={`mt-1 ${mutedText}`}>
        {dirty
          ? "Save or undo your changes before restoring a version."
          : "Restoring a version saves it as the newest, so it can be undone the same way."}
      </p>
      <div className="mt-3 flex flex-col gap-3">
        <MaybeBanner tone="error" message={restoreError} />
        <MaybeBanner
          tone="success"
          message={restored?.as === version ? `Version ${restored.from} restored.` : null}
        />
        <VersionList
          key={version}
          load={load}
          restoring={restoring}
          disabled={dirty || restoring !== null}
          onRestore={tryRestore}
        />
      </div>
      {proofAsked ? (
        <ReauthenticationDialog
          question={proofAsked.question}
          note={`Needed to restore version ${proofAsked.chosen}; every administrator is emailed about it.`}
          confirmLabel={`Restore version ${proofAsked.chosen}`}
          failure={FAILURE.restore}
          send={(proof) => restoreVersion(proofAsked.chosen, proof)}
          onDone={() => setProofAsked(null)}
          onCancel={() => setProofAsked(null)}
        />
      ) : null}
    </section>
  );
}

interface VersionListProps {
  load: () => Promise<VersionSummary[]>;
  restoring: number | null;
  disabled: boolean;
  onRestore: (version: number) => void;
}

function VersionList({ load, restoring, disabled, onRestore }: VersionListProps) {
  const { data: versions, loading, error } = useAsyncData(load, FAILURE.load);
  if (error) return <MaybeBanner tone="error" message={error} />;
  if (loading || !versions) return <p>Loading versions...</p>;
  if (versions.length === 0) return <p className={mutedText}>No earlier versions yet.</p>;
  return (
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
            disabled={disabled}
            aria-label={`Restore version ${entry.version}`}
            onClick={() => onRestore(entry.version)}
          >
            {restoring === entry.version ? "Restoring..." : "Restore"}
          </button>
        </li>
      ))}
    </ol>
  );
}
