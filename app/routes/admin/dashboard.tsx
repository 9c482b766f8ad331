import { DashboardScreen } from "../../features/admin/dashboard/dashboard-screen";
import { adminMeta } from "../../features/admin/layout/admin-meta";

export const meta = () => adminMeta("Dashboard");

export default function AdminDashboardRoute() {
  return <DashboardScreen />;
}
