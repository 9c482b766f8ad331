import { useLocation } from "react-router";
import type { Solution } from "#domain/content/solution";
import type { Versioned } from "../../api/http";
import { fetchSolution } from "../../api/solutions";
import { MaybeBanner } from "../../ui/banner";
import { ADMIN_FAILURES } from "../../ui/error-catalogue";
import { ScreenHeader } from "../../ui/screen-header";
import { useAsyncData } from "../../ui/use-async-data";
import { duplicateForm, formFromSolution } from "./form/solution-form";
import { SolutionEditor } from "./solution-editor";

/** Loads one stored solution, then hands it to `editor`; the screen's header while it loads. */
function LoadedSolution({
  id,
  title,
  editor,
}: {
  id: string;
  title: string;
  editor: (loaded: Versioned<Solution>) => React.ReactNode;
}) {
  const {
    data: loaded,
    loading,
    error,
  } = useAsyncData(() => fetchSolution(id), ADMIN_FAILURES.solutionForm.load);
  if (loaded) return editor(loaded);
  return (
    <>
      <ScreenHeader title={title} />
      <MaybeBanner tone="error" message={error} />
      {loading ? <p>Loading solution...</p> : null}
    </>
  );
}

/** Loads one solution, then edits it. Mount with key={id} so another id loads afresh. */
export function EditSolutionScreen({ id }: { id: string }) {
  // The create that led here leaves its success notice in the navigation's state.
  const { state } = useLocation();
  const arrivedWith = (state as { notice?: unknown } | null)?.notice;
  return (
    <LoadedSolution
      id={id}
      title="Edit Solution"
      editor={(loaded) => (
        <SolutionEditor
          solutionId={loaded.data.id}
          initialForm={formFromSolution(loaded.data)}
          initialMedia={loaded.data.media}
          initialVersion={loaded.version}
          initialNotice={typeof arrivedWith === "string" ? arrivedWith : undefined}
        />
      )}
    />
  );
}

/** A new solution started from stored one `from` (duplicateForm). Mount with key={from}. */
export function DuplicateSolutionScreen({ from }: { from: string }) {
  return (
    <LoadedSolution
      id={from}
      title="Create New Solution"
      editor={(loaded) => (
        <SolutionEditor
          solutionId={null}
          draftKey={`copy-of:${from}`}
          initialForm={duplicateForm(loaded.data)}
          initialNotice={`A copy of "${loaded.data.title}", to save under a new ID as a draft. Its media is not copied.`}
        />
      )}
    />
  );
}
