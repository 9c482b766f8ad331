import { adminMeta } from "../../features/admin/layout/admin-meta";
import { UsersScreen } from "../../features/admin/users/users-screen";

export const meta = () => adminMeta("Users");

export default function AdminUsersRoute() {
  return <UsersScreen />;
}
