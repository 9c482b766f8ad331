import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Solution, SolutionMedia } from "../../../../../domain/solution";
import { saveFailureMessage, VersionConflict, type Versioned } from "../../api/http";
import { createSolution, updateSolution } from "../../api/solutions";
import { Banner, MaybeBanner } from "../../ui/banner";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ScreenHeader } from "../../ui/screen-header";
import { panelClass, primaryButton, secondaryButton } from "../../ui/styles";
import { AnimationSection } from "./animation-section";
import { BasicFieldsSection } from "./basic-fields-section";
import { FeaturesSection } from "./features-section";
import { JsonExportPanel } from "./json-export-panel";
import { JsonImportPanel } from "./json-import-panel";
import { formFromSolution, type SolutionForm, solutionPayload, validateForm } from "./solution-form";
import { filledNotice } from "./solution-json";
import { SolutionMediaSection } from "./solution-media-section";
import { SolutionVersions } from "./solution-versions";
import { StepsSection } from "./steps-section";
import { TimelinePricingSection } from "./timeline-pricing-section";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";
import { changedFields } from "./version-conflict";
import { VersionConflictPanel } from "./version-conflict-panel";

/** The sections below the basic fields, in page order. */
const LIST_SECTIONS = [
  { key: "features", Section: FeaturesSection },
  { key: "steps", Section: StepsSection },
  { key: "animation", Section: AnimationSection },
  { key: "pricing", Section: TimelinePricingSection },
];

const SAVE_FAILURE = {
  failed: "Failed to save solution",
  errored: "An error occurred while saving the solution",
};

/**
 * Enter in a one-line field would submit the whole form (the browser's implicit submission),
 * saving half-typed work; here it only commits the field. Buttons and text areas keep Enter.
 */
function preventImplicitSubmit(event: React.KeyboardEvent<HTMLFormElement>) {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
}

interface SolutionEditorProps {
  /** The stored solution's id when editing; null when creating. */
  solutionId: string | null;
  initialForm: SolutionForm;
  initialMedia?: SolutionMedia;
  /** The stored version the form starts from (the ETag of the load); absent when creating. */
  initialVersion?: number;
}

/** Another admin's save that a save of ours ran into; `reloaded` once the admin took it. */
interface Conflict {
  stored: VersionConflict<Solution>;
  reloaded: boolean;
}

export function SolutionEditor({
  solutionId,
  initialForm,
  initialMedia,
  initialVersion,
}: SolutionEditorProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initialForm);
  const [savedForm, setSavedForm] = useState(initialForm);
  const [media, setMedia] = useState(initialMedia);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [version, setVersion] = useState(initialVersion ?? 0);
  // The form as it was when the save was refused, so a reload never loses what was typed.
  const [conflict, setConflict] = useState<(Conflict & { typed: SolutionForm }) | null>(null);
  const dirty = JSON.stringify(form) !== JSON.stringify(savedForm);
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(dirty);

  const update = (changes: Partial<SolutionForm>) => setForm((current) => ({ ...current, ...changes }));

  const showConflict = (stored: VersionConflict<Solution>) =>
    setConflict({ stored, reloaded: false, typed: form });

  /** Saves the form over `base`, the stored version it is meant to replace. */
  async function persist(base: number) {
    const problems = validateForm(form);
    if (problems.length > 0) {
      setError(problems.join(", "));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const payload = solutionPayload(form);
      if (solutionId) await updateSolution(solutionId, payload, base);
      else await createSolution(payload);
      setSavedForm(form);
      allowNextNavigation();
      navigate("/admin/solutions");
    } catch (reason) {
      // The form keeps everything typed; only the banner or the conflict panel changes.
      if (reason instanceof VersionConflict) showConflict(reason);
      else setError(saveFailureMessage(reason, SAVE_FAILURE));
    } finally {
      setSaving(false);
    }
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    return persist(version);
  }

  function takeStored(stored: Versioned<Solution>) {
    const next = formFromSolution(stored.data);
    setForm(next);
    setSavedForm(next);
    setVersion(stored.version);
  }

  return (
    <>
      <ScreenHeader title={solutionId ? "Edit Solution" : "Create New Solution"}>
        <Link to="/admin/solutions" className={secondaryButton}>
          Back to Solutions
        </Link>
      </ScreenHeader>
      <div className="mb-4 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <JsonImportPanel
          onImport={(imported, filled) => {
            setForm(solutionId ? { ...imported, id: solutionId } : imported);
            setNotice(filled.length > 0 ? filledNotice(filled) : null);
          }}
        />
        <JsonExportPanel form={form} />
      </div>
      {notice ? (
        <div className="mb-4">
          <Banner tone="success">{notice}</Banner>
        </div>
      ) : null}
      <form
        onSubmit={save}
        onKeyDown={preventImplicitSubmit}
        noValidate
        aria-label={solutionId ? "Edit Solution" : "Create New Solution"}
      >
        <fieldset disabled={saving} className="flex flex-col gap-6">
          <div className={panelClass}>
            <BasicFieldsSection form={form} update={update} isNew={!solutionId} />
          </div>
          {LIST_SECTIONS.map(({ key, Section }) => (
            <div key={key} className={panelClass}>
              <Section form={form} update={update} />
            </div>
          ))}
          <MaybeBanner tone="error" message={error} />
          {conflict ? (
            <VersionConflictPanel
              differences={changedFields(conflict.typed, conflict.stored.current)}
              reloaded={conflict.reloaded}
              busy={saving}
              onOverwrite={() => {
                setVersion(conflict.stored.version);
                setConflict(null);
                return persist(conflict.stored.version);
              }}
              onReload={() => {
                takeStored({ data: conflict.stored.current, version: conflict.stored.version });
                setConflict({ ...conflict, reloaded: true });
              }}
              onDismiss={() => setConflict(null)}
            />
          ) : null}
          <div className="flex justify-end gap-3">
            <Link to="/admin/solutions" className={secondaryButton}>
              Cancel
            </Link>
            <button type="submit" className={primaryButton}>
              {saving ? "Saving..." : "Save Solution"}
            </button>
          </div>
        </fieldset>
      </form>
      <div className="mt-6">
        <SolutionMediaSection solutionId={solutionId} media={media} onMediaChange={setMedia} />
      </div>
      {solutionId ? (
        <div className="mt-6">
          <SolutionVersions
            key={version}
            solutionId={solutionId}
            version={version}
            dirty={dirty}
            onRestored={(restored, from) => {
              takeStored(restored);
              setConflict(null);
              setNotice(`Version ${from} restored.`);
            }}
            onConflict={showConflict}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        message="You have unsaved changes. Leave this page and lose them?"
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
