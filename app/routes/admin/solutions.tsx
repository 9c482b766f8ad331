import { adminMeta } from "../../features/admin/layout/admin-meta";
import { SolutionsScreen } from "../../features/admin/solutions/solutions-screen";

export const meta = () => adminMeta("Solutions");

export default function AdminSolutionsRoute() {
  return <SolutionsScreen />;
}
