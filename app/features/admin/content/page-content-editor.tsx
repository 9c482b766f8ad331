import { useState } from "react";
import { ApiError, saveFailureMessage } from "../../../lib/api-client";
import { VersionConflict, type Versioned } from "../api/http";
import {
  type AnyPageContent,
  type ContentPage,
  discardPageContentDraft,
  fetchPageContent,
  fetchPageContentDraft,
  fetchPageContentVersions,
  previewPageContentDraft,
  publishPageContentDraft,
  restorePageContentVersion,
  savePageContent,
  savePageContentDraft,
} from "../api/page-content";
import { useAdminSession } from "../ui/admin-session";
import { MaybeBanner } from "../ui/banner";
import { failureTexts } from "../ui/failure-texts";
import { useFieldErrors } from "../ui/field-errors";
import { KeptDraftOffer } from "../ui/kept-draft-offer";
import { linkClass, mutedText, primaryButton, secondaryButton } from "../ui/styles";
import { useAsyncData } from "../ui/use-async-data";
import { useKeptDraft } from "../ui/use-kept-draft";
import { useSaveShortcut } from "../ui/use-save-shortcut";
import { VersionConflictPanel } from "../ui/version-conflict-panel";
import { VersionHistory } from "../ui/version-history";
import { changedTexts, withTextAt } from "./content-fields";
import { ContentFormFields } from "./content-form-fields";
import { DraftPanel } from "./draft-panel";

const FAILURE = failureTexts({
  load: ["Failed to load the page's content", "An error occurred while fetching the page's content"],
  save: ["Failed to save the page's content", "An error occurred while saving the page's content"],
  discard: ["Failed to discard the draft", "An error occurred while discarding the draft"],
});

/** A save refused because another admin saved first; `retry` saves over what is stored now. */
interface Conflict {
  mine: AnyPageContent;
  stored: VersionConflict<AnyPageContent>;
  reloaded: boolean;
  retry: (stored: VersionConflict<AnyPageContent>) => void;
}

/** The published words and the draft beside them (null data: none), each at its version. */
interface StoredPage {
  published: Versioned<AnyPageContent>;
  draft: Versioned<AnyPageContent | null>;
}

interface PageContentEditorProps {
  page: ContentPage;
  label: string;
  /** Where the public page is, to look at what was published. */
  publicPath: string;
}

/**
 * The words of one page as a form, over its draft when it has one (decision 0062): kept as a
 * draft to preview (Ctrl+S too) or published, each over the version it was loaded at (a stale
 * save shows what differs), with the page's earlier versions to restore.
 */
export function PageContentEditor({ page, label, publicPath }: PageContentEditorProps) {
  const load = async (): Promise<StoredPage> => {
    const [published, draft] = await Promise.all([fetchPageContent(page), fetchPageContentDraft(page)]);
    return { published, draft };
  };
  const { data: stored, error, setData } = useAsyncData(load, FAILURE.load);
  const [form, setForm] = useState<AnyPageContent | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The draft version a restored kept draft was typed over, saved over instead of the stored
  // one so that another admin's save since then meets the stale-save check.
  const [typedOver, setTypedOver] = useState<number | null>(null);
  // The published version the form's words go over when the draft began before it: the admin
  // took its words into the form, or chose to publish over it.
  const [publishedOver, setPublishedOver] = useState<number | undefined>(undefined);
  const saved = stored ? (stored.draft.data ?? stored.published.data) : null;
  const shown = form ?? saved;
  const fieldErrors = useFieldErrors(shown);
  const { user } = useAdminSession();
  useSaveShortcut(fieldErrors.ref);
  // Keyed once the stored words are here, so a kept draft is compared with them (per admin).
  const kept = useKeptDraft({
    key: stored ? `content:${page}:${user.id}` : "",
    current: shown,
    saved,
    version: typedOver ?? stored?.draft.version ?? 0,
  });
  const dirty = Boolean(form && saved && JSON.stringify(form) !== JSON.stringify(saved));

  /** Runs a save; its answer is the text the save bar shows, a refusal goes where it belongs. */
  async function perform(mine: AnyPageContent, retry: Conflict["retry"], work: () => Promise<string>) {
    setBusy(true);
    setOutcome(null);
    setConflict(null);
    fieldErrors.clear();
    try {
      const text = await work();
      setForm(null);
      setTypedOver(null);
      setPublishedOver(undefined);
      setOutcome({ tone: "success", text });
    } catch (reason) {
      if (reason instanceof VersionConflict) setConflict({ mine, stored: reason, reloaded: false, retry });
      else {
        if (reason instanceof ApiError && reason.fieldErrors) fieldErrors.fail(reason.fieldErrors, mine);
        setOutcome({ tone: "error", text: saveFailureMessage(reason, FAILURE.save) });
      }
    } finally {
      setBusy(false);
    }
  }

  const saveDraft = (content: AnyPageContent, over: number) =>
    perform(
      content,
      (stored) => saveDraft(content, stored.version),
      async () => {
        const draft = await savePageContentDraft(page, content, over, publishedOver);
        setData((current) => current && { ...current, draft });
        return "Draft saved. Visitors still see the published words.";
      },
    );

  /** Publishes the words at once, over the published version (the page has no draft). */
  const publishNow = (content: AnyPageContent, over: number) =>
    perform(
      content,
      (stored) => publishNow(content, stored.version),
      async () => {
        const published = await savePageContent(page, content, over);
        setData((current) => current && { ...current, published });
        return `${label} content published. The page shows it now.`;
      },
    );

  /**
   * Publishes the draft, saved first with what was typed over it (`over`: the draft version).
   * Refused for words published after the draft began, it can go over them (`published`).
   */
  const publishDraft = (content: AnyPageContent, over: number, published = publishedOver) => {
    let draftAt = over;
    return perform(
      content,
      (stored) =>
        stored.publishedSinceDraft
          ? publishDraft(content, draftAt, stored.version)
          : publishDraft(content, stored.version, published),
      async () => {
        if (dirty) {
          const draft = await savePageContentDraft(page, content, over, published);
          draftAt = draft.version;
          setData((current) => current && { ...current, draft });
        }
        await publishPageContentDraft(page, draftAt, published);
        setData(await load());
        return `${label} content published. The page shows it now.`;
      },
    );
  };

  async function discardDraft(over: number) {
    setBusy(true);
    setOutcome(null);
    try {
      await discardPageContentDraft(page, over);
      setData(await load());
      setForm(null);
      setTypedOver(null);
      setPublishedOver(undefined);
      setOutcome({ tone: "success", text: "Draft discarded. The form shows the published words." });
    } catch (reason) {
      setOutcome({ tone: "error", text: saveFailureMessage(reason, FAILURE.discard) });
    } finally {
      setBusy(false);
    }
  }

  if (!stored || !shown) return <MaybeBanner tone="error" message={error} />;
  const draftVersion = typedOver ?? stored.draft.version;
  const hasDraft = stored.draft.data !== null;
  return (
    <div className="flex flex-col gap-6">
      <KeptDraftOffer
        kept={kept}
        onRestore={(draft) => {
          setForm(draft.value);
          setTypedOver(draft.version);
        }}
      />
      {hasDraft ? (
        <DraftPanel
          makeLink={() => previewPageContentDraft(page)}
          busy={busy}
          onDiscard={() => void discardDraft(draftVersion)}
        />
      ) : null}
      <form
        ref={fieldErrors.ref}
        noValidate
        aria-label={`${label} page content`}
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft(shown, draftVersion);
        }}
        className="flex flex-col gap-6"
      >
        <p className={mutedText}>
          Save Draft keeps your changes from visitors, to preview them first. Publish shows them on the{" "}
          <a href={publicPath} target="_blank" rel="noreferrer" className={linkClass}>
            {label.toLowerCase()} page
          </a>{" "}
          at once. Version {stored.published.version}.
        </p>
        <ContentFormFields
          record={shown}
          errors={fieldErrors.errors}
          disabled={busy}
          onChange={(path, value) => setForm(withTextAt(shown, path, value))}
        />
        {conflict ? (
          <VersionConflictPanel
            subject={conflict.stored.publishedSinceDraft ? "the published page" : "this page"}
            differences={changedTexts(conflict.mine, conflict.stored.current)}
            reloaded={conflict.reloaded}
            busy={busy}
            onOverwrite={() => conflict.retry(conflict.stored)}
            onReload={async () => {
              if (conflict.stored.publishedSinceDraft) {
                // The published words come into the draft's form, to go over them knowingly.
                setForm(conflict.stored.current);
                setPublishedOver(conflict.stored.version);
              } else {
                setData(await load());
                setForm(null);
                setTypedOver(null);
              }
              setConflict({ ...conflict, reloaded: true });
            }}
            onDismiss={() => setConflict(null)}
          />
        ) : null}
        <div className="sticky bottom-0 z-10 flex flex-col gap-3 border-t border-slate-300 bg-slate-50 py-3 dark:border-slate-700 dark:bg-slate-950">
          <MaybeBanner tone={outcome?.tone ?? "success"} message={outcome?.text ?? null} />
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className={secondaryButton}
              disabled={!dirty || busy}
              onClick={() => {
                // Back to the draft as saved, which does not hold the published words taken in.
                setForm(null);
                setTypedOver(null);
                setPublishedOver(undefined);
                fieldErrors.clear();
              }}
            >
              Undo Changes
            </button>
            <button type="submit" className={secondaryButton} disabled={busy}>
              {busy ? "Saving..." : "Save Draft"}
            </button>
            <button
              type="button"
              className={primaryButton}
              disabled={busy || !(dirty || hasDraft)}
              onClick={() =>
                hasDraft ? publishDraft(shown, draftVersion) : publishNow(shown, stored.published.version)
              }
            >
              Publish
            </button>
          </div>
        </div>
      </form>
      <VersionHistory
        title={`Earlier Versions of the ${label} Page`}
        load={() => fetchPageContentVersions(page)}
        restore={(chosen, current) => restorePageContentVersion(page, chosen, current)}
        version={stored.published.version}
        dirty={dirty}
        onRestored={(restored) => {
          setData({ ...stored, published: restored });
          setForm(null);
          setConflict(null);
          setOutcome(null);
        }}
        onConflict={(refused) =>
          setConflict({
            mine: stored.published.data,
            stored: refused,
            reloaded: false,
            retry: (current) => publishNow(stored.published.data, current.version),
          })
        }
      />
    </div>
  );
}
