import { adminMeta } from "../../features/admin/layout/admin-meta";
import { SolutionEditor } from "../../features/admin/solutions/editor/solution-editor";
import { newSolutionForm } from "../../features/admin/solutions/editor/solution-form";

export const meta = () => adminMeta("Create New Solution");

export default function NewSolutionRoute() {
  return <SolutionEditor solutionId={null} initialForm={newSolutionForm()} />;
}
