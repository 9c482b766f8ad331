import { useLocation } from "react-router";
import { fetchSolution } from "../../api/solutions";
import { MaybeBanner } from "../../ui/banner";
import { ScreenHeader } from "../../ui/screen-header";
import { useAsyncData } from "../../ui/use-async-data";
import { SolutionEditor } from "./solution-editor";
import { formFromSolution } from "./solution-form";

const LOAD_FAILURE = {
  failed: "Failed to load solution",
  errored: "An error occurred while fetching the solution",
};

/** Loads one solution, then edits it. Mount with key={id} so another id loads afresh. */
export function EditSolutionScreen({ id }: { id: string }) {
  const { data: loaded, loading, error } = useAsyncData(() => fetchSolution(id), LOAD_FAILURE);
  // The create that led here leaves its success notice in the navigation's state.
  const { state } = useLocation();
  const arrivedWith = (state as { notice?: unknown } | null)?.notice;
  if (loaded) {
    return (
      <SolutionEditor
        solutionId={loaded.data.id}
        initialForm={formFromSolution(loaded.data)}
        initialMedia={loaded.data.media}
        initialVersion={loaded.version}
        initialNotice={typeof arrivedWith === "string" ? arrivedWith : undefined}
      />
    );
  }
  return (
    <>
      <ScreenHeader title="Edit Solution" />
      <MaybeBanner tone="error" message={error} />
      {loading ? <p>Loading solution...</p> : null}
    </>
  );
}
