import { adminMeta } from "../../features/admin/layout/admin-meta";
import { EditSolutionScreen } from "../../features/admin/solutions/editor/edit-solution-screen";
import type { Route } from "./+types/solution-edit";

export const meta = () => adminMeta("Edit Solution");

export default function EditSolutionRoute({ params }: Route.ComponentProps) {
  return <EditSolutionScreen key={params.id} id={params.id} />;
}
