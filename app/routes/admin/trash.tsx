import { adminMeta } from "../../features/admin/layout/admin-meta";
import { TrashScreen } from "../../features/admin/solutions/trash-screen";

export const meta = () => adminMeta("Trash");

export default function AdminTrashRoute() {
  return <TrashScreen />;
}
