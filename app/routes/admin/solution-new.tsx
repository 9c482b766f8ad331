import { useSearchParams } from "react-router";
import { adminMeta } from "../../features/admin/layout/admin-meta";
import { DuplicateSolutionScreen } from "../../features/admin/solutions/editor/edit-solution-screen";
import { newSolutionForm } from "../../features/admin/solutions/editor/form/solution-form";
import { SolutionEditor } from "../../features/admin/solutions/editor/solution-editor";

export const meta = () => adminMeta("Create New Solution");

export default function NewSolutionRoute() {
  // ?from=<id>: the editor's "Duplicate" starts the new solution from a stored one.
  const from = useSearchParams()[0].get("from");
  if (from) return <DuplicateSolutionScreen key={from} from={from} />;
  return <SolutionEditor solutionId={null} initialForm={newSolutionForm()} />;
}
