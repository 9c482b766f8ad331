import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { isPublic, type Solution, type SolutionMedia } from "#domain/content/solution";
import type { PagePath } from "#domain/page-paths";
import { ApiError, saveFailureMessage } from "../../../../lib/api-client";
import { VersionConflict, type Versioned } from "../../api/http";
import {
  createSolution,
  fetchSolutionVersions,
  previewSolution,
  restoreSolutionVersion,
  updateSolution,
} from "../../api/solutions";
import { useAdminSession } from "../../ui/admin-session";
import { Banner } from "../../ui/banner";
import { ConfirmDialog } from "../../ui/dialogs/confirm-dialog";
import { KeptDraftOffer } from "../../ui/editing/kept-draft-offer";
import { MergeConflictPanel } from "../../ui/editing/merge-conflict-panel";
import { PreviewButton } from "../../ui/editing/preview-button";
import type { EditorMerge } from "../../ui/editing/three-way-merge";
import { useKeptDraft } from "../../ui/editing/use-kept-draft";
import { useSaveShortcut } from "../../ui/editing/use-save-shortcut";
import { VersionConflictPanel } from "../../ui/editing/version-conflict-panel";
import { VersionHistory } from "../../ui/editing/version-history";
import { ADMIN_FAILURES } from "../../ui/error-catalogue";
import { useFieldErrors } from "../../ui/field-errors";
import { ScreenHeader } from "../../ui/screen-header";
import { panelClass, secondaryButton } from "../../ui/styles";
import { AnimationSection } from "./animation-section";
import { BasicFieldsSection } from "./basic-fields-section";
import { CustomerWordsSection } from "./customer-words-section";
import { FeaturesSection } from "./features-section";
import { formFromSolution, type SolutionForm, solutionPayload, validateForm } from "./form/solution-form";
import { filledNotice } from "./form/solution-json";
import { changedFields, mergeSolution } from "./form/version-conflict";
import { JsonExportPanel } from "./json-export-panel";
import { JsonImportPanel } from "./json-import-panel";
import { PublishingSection } from "./publishing-section";
import { SaveBar, type SaveOutcome } from "./save-bar";
import { SolutionMediaSection } from "./solution-media-section";
import { StepsSection } from "./steps-section";
import { TimelinePricingSection } from "./timeline-pricing-section";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

/** The sections below the basic fields, in page order. */
const LIST_SECTIONS = [
  { key: "publishing", Section: PublishingSection },
  { key: "features", Section: FeaturesSection },
  { key: "customer-words", Section: CustomerWordsSection },
  { key: "steps", Section: StepsSection },
  { key: "animation", Section: AnimationSection },
  { key: "pricing", Section: TimelinePricingSection },
];

const SOLUTION_CREATED = "Solution created successfully.";
const SOLUTION_SAVED = "Solution saved successfully.";
const SOLUTION_MERGED = `${SOLUTION_SAVED} Changes another admin saved meanwhile were kept too.`;

/** The edit route of a stored solution. */
const solutionEditPath = (id: string) => `/admin/solutions/${encodeURIComponent(id)}` satisfies PagePath;

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
  /** A success to show on arrival: the create that brought the admin here. */
  initialNotice?: string;
  /** Names a new solution's kept unsaved form when it is not a blank one (a duplicate's). */
  draftKey?: string;
}

/** Another admin's save that a restore of ours ran into; `reloaded` once the admin took it. */
interface Conflict {
  stored: VersionConflict<Solution>;
  reloaded: boolean;
}

/** A save's merge with another admin's save that met fields both changed, to be picked. */
interface Merging {
  merge: EditorMerge<SolutionForm>;
  /** The stored version merged with, which the save goes over. */
  version: number;
}

export function SolutionEditor({
  solutionId,
  initialForm,
  initialMedia,
  initialVersion,
  initialNotice,
  draftKey,
}: SolutionEditorProps) {
  const { user } = useAdminSession();
  const navigate = useNavigate();
  const [form, setForm] = useState(initialForm);
  const [savedForm, setSavedForm] = useState(initialForm);
  const [media, setMedia] = useState(initialMedia);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(
    initialNotice ? { tone: "success", text: initialNotice } : null,
  );
  const [importNotice, setImportNotice] = useState<string | null>(null);
  const [version, setVersion] = useState(initialVersion ?? 0);
  // Whether the form is typing over `savedForm`, the base of a stale save's merge; not after a
  // kept draft typed over another version is restored (every difference is then asked).
  const [baseKnown, setBaseKnown] = useState(true);
  const [merging, setMerging] = useState<Merging | null>(null);
  // The form as it was when the save was refused, so a reload never loses what was typed.
  const [conflict, setConflict] = useState<(Conflict & { typed: SolutionForm }) | null>(null);
  const dirty = JSON.stringify(form) !== JSON.stringify(savedForm);
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(dirty);
  const fieldErrors = useFieldErrors(form);
  useSaveShortcut(fieldErrors.ref);
  // Per admin, so another admin signing in on this browser is not offered someone else's work.
  const kept = useKeptDraft({
    key: `solution:${solutionId ?? draftKey ?? "new"}:${user.id}`,
    current: form,
    saved: savedForm,
    version,
  });

  const update = (changes: Partial<SolutionForm>) => setForm((current) => ({ ...current, ...changes }));

  const showConflict = (stored: VersionConflict<Solution>) =>
    setConflict({ stored, reloaded: false, typed: form });

  /**
   * Saves `typed` over version `base`, typed over `opened` (that version's form; null: not
   * known). A stale save is merged with what is stored now (decision 0080): with no field both
   * changed it is sent again at once, else the admin picks for those fields first.
   */
  async function persist(typed: SolutionForm, opened: SolutionForm | null, base: number, merged = false) {
    const problems = validateForm(typed, !solutionId);
    if (Object.keys(problems).length > 0) {
      fieldErrors.fail(problems, typed);
      setOutcome({ tone: "error", text: [...new Set(Object.values(problems))].join(", ") });
      return;
    }
    setSaving(true);
    setOutcome(null);
    setMerging(null);
    try {
      const payload = solutionPayload(typed);
      if (solutionId) {
        takeStored(await updateSolution(solutionId, payload, base));
        fieldErrors.clear();
        setOutcome({ tone: "success", text: merged ? SOLUTION_MERGED : SOLUTION_SAVED });
      } else {
        // The edit route, so that media can be uploaded at once and further saves update.
        const created = await createSolution(payload);
        kept.forget();
        allowNextNavigation();
        navigate(solutionEditPath(created.id), { state: { notice: SOLUTION_CREATED } });
      }
    } catch (reason) {
      // The form keeps everything typed; only the messages or the conflict panel change.
      if (reason instanceof VersionConflict)
        await mergeStale(typed, opened, reason as VersionConflict<Solution>);
      else {
        if (reason instanceof ApiError && reason.fieldErrors) fieldErrors.fail(reason.fieldErrors, form);
        setOutcome({ tone: "error", text: saveFailureMessage(reason, ADMIN_FAILURES.solutionForm.save) });
      }
    } finally {
      setSaving(false);
    }
  }

  /** The form merged with the solution stored now, which it is then typed over. */
  function mergeStale(typed: SolutionForm, opened: SolutionForm | null, stored: VersionConflict<Solution>) {
    const merge = mergeSolution(opened, typed, stored.current);
    const storedForm = formFromSolution(stored.current);
    setForm(merge.merged);
    setSavedForm(storedForm);
    setVersion(stored.version);
    setBaseKnown(true);
    if (merge.conflicts.length === 0) return persist(merge.merged, storedForm, stored.version, true);
    setMerging({ merge, version: stored.version });
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    return persist(form, baseKnown ? savedForm : null, version);
  }

  function takeStored(stored: Versioned<Solution>) {
    const next = formFromSolution(stored.data);
    setForm(next);
    setSavedForm(next);
    setVersion(stored.version);
    setBaseKnown(true);
  }

  return (
    <>
      <ScreenHeader title={solutionId ? "Edit Solution" : "Create New Solution"}>
        {solutionId && !isPublic(savedForm, Date.now()) ? (
          // Not on the site yet (a draft, or scheduled): the site would send the admin to the
          // catalogue, so the page is opened through its preview link (decision 0080).
          <PreviewButton
            makeLink={() => previewSolution(solutionId)}
            shows="a preview: it is not published"
            label="View on site"
          />
        ) : solutionId ? (
          // A new tab: the editor and whatever is typed in it stay as they are.
          <a
            href={`/solutions/${encodeURIComponent(solutionId)}` satisfies PagePath}
            target="_blank"
            rel="noopener"
            className={secondaryButton}
          >
            View on site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {solutionId ? (
          <PreviewButton makeLink={() => previewSolution(solutionId)} shows="the saved version" />
        ) : null}
        {solutionId ? (
          <Link
            to={`/admin/solutions/new?from=${encodeURIComponent(solutionId)}` satisfies PagePath}
            className={secondaryButton}
          >
            Duplicate
          </Link>
        ) : null}
        <Link to={"/admin/solutions" satisfies PagePath} className={secondaryButton}>
          Back to Solutions
        </Link>
      </ScreenHeader>
      <div className="mb-4 empty:hidden">
        <KeptDraftOffer
          kept={kept}
          onRestore={(draft) => {
            setForm(draft.value);
            // Saved over the version it was typed on: if another admin saved since, the
            // stale-save check shows what differs instead of overwriting their work.
            if (solutionId && draft.version !== version) {
              setVersion(draft.version);
              setBaseKnown(false);
            }
          }}
        />
      </div>
      <div className="mb-4 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <JsonImportPanel
          onImport={(imported, filled) => {
            setForm(solutionId ? { ...imported, id: solutionId } : imported);
            setImportNotice(filled.length > 0 ? filledNotice(filled) : null);
          }}
        />
        <JsonExportPanel form={form} />
      </div>
      {importNotice ? (
        <div className="mb-4">
          <Banner tone="success">{importNotice}</Banner>
        </div>
      ) : null}
      <form
        ref={fieldErrors.ref}
        onSubmit={save}
        onKeyDown={preventImplicitSubmit}
        noValidate
        aria-label={solutionId ? "Edit Solution" : "Create New Solution"}
        // Focused fields scroll clear of the save bar stuck to the bottom of the viewport.
        className="[&_:is(input,select,textarea)]:scroll-mb-40"
      >
        <fieldset disabled={saving} className="flex flex-col gap-6">
          <div className={panelClass}>
            <BasicFieldsSection form={form} update={update} errors={fieldErrors.errors} isNew={!solutionId} />
          </div>
          {LIST_SECTIONS.map(({ key, Section }) => (
            <div key={key} className={panelClass}>
              <Section form={form} update={update} errors={fieldErrors.errors} />
            </div>
          ))}
          {merging ? (
            <MergeConflictPanel
              subject="this solution"
              conflicts={merging.merge.conflicts}
              busy={saving}
              onSave={(picks) =>
                persist(merging.merge.resolve(form, picks), savedForm, merging.version, true)
              }
              onDismiss={() => setMerging(null)}
            />
          ) : null}
          {conflict ? (
            <VersionConflictPanel
              subject="this solution"
              differences={changedFields(conflict.typed, conflict.stored.current)}
              reloaded={conflict.reloaded}
              busy={saving}
              onOverwrite={() => {
                setVersion(conflict.stored.version);
                setConflict(null);
                return persist(form, null, conflict.stored.version);
              }}
              onReload={() => {
                takeStored({ data: conflict.stored.current, version: conflict.stored.version });
                setConflict({ ...conflict, reloaded: true });
              }}
              onDismiss={() => setConflict(null)}
            />
          ) : null}
          <SaveBar saving={saving} outcome={outcome} />
        </fieldset>
      </form>
      <div className="mt-6">
        <SolutionMediaSection solutionId={solutionId} media={media} onMediaChange={setMedia} />
      </div>
      {solutionId ? (
        <div className="mt-6">
          <VersionHistory
            load={() => fetchSolutionVersions(solutionId)}
            restore={(chosen, current) => restoreSolutionVersion(solutionId, chosen, current)}
            version={version}
            dirty={dirty}
            onRestored={(restored) => {
              takeStored(restored);
              setConflict(null);
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
