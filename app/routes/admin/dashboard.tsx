import { DashboardScreen } from "../../features/admin/dashboard/DashboardScreen";
import { adminMeta } from "../../features/admin/layout/admin-meta";

export const meta = () => adminMeta("Dashboard");

export default function AdminDashboardRoute() {
  return <DashboardScreen />;
}
