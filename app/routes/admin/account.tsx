import { AccountScreen } from "../../features/admin/account/account-screen";
import { adminMeta } from "../../features/admin/layout/admin-meta";

export const meta = () => adminMeta("Account");

export default function AdminAccountRoute() {
  return <AccountScreen />;
}
