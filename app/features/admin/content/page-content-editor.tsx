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
import { KeptDraftOffer } from "../ui/editing/kept-draft-offer";
import { MergeConflictPanel } from "../ui/editing/merge-conflict-panel";
import type { EditorMerge } from "../ui/editing/three-way-merge";
import { useKeptDraft } from "../ui/editing/use-kept-draft";
import { useSaveShortcut } from "../ui/editing/use-save-shortcut";
import { VersionConflictPanel } from "../ui/editing/version-conflict-panel";
import { VersionHistory } from "../ui/editing/version-history";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { useFieldErrors } from "../ui/field-errors";
import { linkClass, mutedText, primaryButton, secondaryButton } from "../ui/styles";
import { useAsyncData } from "../ui/use-async-data";
import { changedTexts, mergeTexts, withTextAt } from "./content-fields";
import { ContentFormFields } from "./content-form-fields";
import { DraftPanel } from "./draft-panel";

const MERGED = "Changes another admin saved meanwhile were kept too.";

const FAILURE = ADMIN_FAILURES.pageWords;

/** Sends `content` again, over what is stored now (`stored`): a merge, or the admin's choice. */
type Retry = (content: AnyPageContent, stored: VersionConflict<AnyPageContent>) => void;

/** A save refused because another admin saved first; `retry` saves over what is stored now. */
interface Conflict {
  mine: AnyPageContent;
  stored: VersionConflict<AnyPageContent>;
  reloaded: boolean;
  retry: Retry;
}

/** A save's merge with another admin's save that met texts both changed, to be picked. */
interface Merging {
  merge: EditorMerge<AnyPageContent>;
  stored: VersionConflict<AnyPageContent>;
  retry: Retry;
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
  const [merging, setMerging] = useState<Merging | null>(null);
  // The words the form is typed over when they are not the stored ones: a stale save's merge.
  const [mergedOver, setMergedOver] = useState<AnyPageContent | null>(null);
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

  // The words the form was typed over, a stale save's merge base (decision 0080); not known for
  // a kept draft typed over another version (every difference is then asked).
  const opened = mergedOver ?? (typedOver === null || typedOver === stored?.draft.version ? saved : null);

  /**
   * Runs a save of `mine`, typed over `base`; its answer is the text the save bar shows, a
   * refusal goes where it belongs. A stale one is merged with the words stored now: with no text
   * both changed it is sent again at once, else the admin picks for those texts first.
   */
  async function perform(
    mine: AnyPageContent,
    base: AnyPageContent | null,
    retry: Retry,
    work: () => Promise<string>,
    merged = false,
  ) {
    setBusy(true);
    setOutcome(null);
    setConflict(null);
    setMerging(null);
    fieldErrors.clear();
    try {
      const text = await work();
      setForm(null);
      setTypedOver(null);
      setPublishedOver(undefined);
      setMergedOver(null);
      setOutcome({ tone: "success", text: merged ? `${text} ${MERGED}` : text });
    } catch (reason) {
      // Published words saved since the draft began are merged over the words it began from,
      // when the server still keeps them; else the two are compared as before (decision 0062).
      const mergeBase =
        reason instanceof VersionConflict && reason.publishedSinceDraft ? reason.draftStart : base;
      if (reason instanceof VersionConflict && (!reason.publishedSinceDraft || mergeBase)) {
        const merge = mergeTexts(mergeBase, mine, reason.current as AnyPageContent);
        setForm(merge.merged);
        setMergedOver(reason.current as AnyPageContent);
        if (merge.conflicts.length === 0) retry(merge.merged, reason);
        else setMerging({ merge, stored: reason, retry });
      } else if (reason instanceof VersionConflict)
        setConflict({ mine, stored: reason, reloaded: false, retry });
      else {
        if (reason instanceof ApiError && reason.fieldErrors) fieldErrors.fail(reason.fieldErrors, mine);
        setOutcome({ tone: "error", text: saveFailureMessage(reason, FAILURE.save) });
      }
    } finally {
      setBusy(false);
    }
  }

  const saveDraft = (content: AnyPageContent, over: number, base = opened, merged = false): Promise<void> =>
    perform(
      content,
      base,
      (next, stored) => saveDraft(next, stored.version, stored.current, true),
      async () => {
        // A new draft begins over the published words the form was opened on, so words
        // published meanwhile are merged at its publishing, not replaced (decision 0080).
        const startsOver = publishedOver ?? (stored?.draft.data ? undefined : stored?.published.version);
        const draft = await savePageContentDraft(page, content, over, startsOver);
        setData((current) => current && { ...current, draft });
        return "Draft saved. Visitors still see the published words.";
      },
      merged,
    );

  /** Publishes the words at once, over the published version (the page has no draft). */
  const publishNow = (content: AnyPageContent, over: number, base = opened, merged = false): Promise<void> =>
    perform(
      content,
      base,
      (next, stored) => publishNow(next, stored.version, stored.current, true),
      async () => {
        const published = await savePageContent(page, content, over);
        setData((current) => current && { ...current, published });
        return `${label} content published. The page shows it now.`;
      },
      merged,
    );

  /**
   * Publishes the draft, saved first with what was typed over it (`over`: the draft version).
   * Refused for words published after the draft began, it can go over them (`published`).
   */
  const publishDraft = (
    content: AnyPageContent,
    over: number,
    published = publishedOver,
    base = opened,
    merged = false,
  ): Promise<void> => {
    let draftAt = over;
    return perform(
      content,
      base,
      (next, stored) =>
        stored.publishedSinceDraft
          ? publishDraft(next, draftAt, stored.version, stored.current, true)
          : publishDraft(next, stored.version, published, stored.current, true),
      async () => {
        if (merged || dirty) {
          const draft = await savePageContentDraft(page, content, over, published);
          draftAt = draft.version;
          setData((current) => current && { ...current, draft });
        }
        await publishPageContentDraft(page, draftAt, published);
        setData(await load());
        return `${label} content published. The page shows it now.`;
      },
      merged,
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
      setMergedOver(null);
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
        {merging ? (
          <MergeConflictPanel
            subject={merging.stored.publishedSinceDraft ? "the published page" : "this page"}
            conflicts={merging.merge.conflicts}
            busy={busy}
            onSave={(picks) => merging.retry(merging.merge.resolve(shown, picks), merging.stored)}
            onDismiss={() => setMerging(null)}
          />
        ) : null}
        {conflict ? (
          <VersionConflictPanel
            subject={conflict.stored.publishedSinceDraft ? "the published page" : "this page"}
            differences={changedTexts(conflict.mine, conflict.stored.current)}
            reloaded={conflict.reloaded}
            busy={busy}
            onOverwrite={() => conflict.retry(conflict.mine, conflict.stored)}
            onReload={async () => {
              if (conflict.stored.publishedSinceDraft) {
                // The published words come into the draft's form, to go over them knowingly.
                setForm(conflict.stored.current);
                setPublishedOver(conflict.stored.version);
              } else {
                setData(await load());
                setForm(null);
                setTypedOver(null);
                setMergedOver(null);
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
                setMergedOver(null);
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
          setMergedOver(null);
          setConflict(null);
          setOutcome(null);
        }}
        onConflict={(refused) =>
          setConflict({
            mine: stored.published.data,
            stored: refused,
            reloaded: false,
            retry: (content, current) => publishNow(content, current.version, null),
          })
        }
      />
    </div>
  );
}
