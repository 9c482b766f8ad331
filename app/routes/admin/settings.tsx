import { adminMeta } from "../../features/admin/layout/admin-meta";
import { SettingsScreen } from "../../features/admin/settings/settings-screen";

export const meta = () => adminMeta("Settings");

export default function AdminSettingsRoute() {
  return <SettingsScreen />;
}
