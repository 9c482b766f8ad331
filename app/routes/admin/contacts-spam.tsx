import { SpamScreen } from "../../features/admin/contacts/spam-screen";
import { adminMeta } from "../../features/admin/layout/admin-meta";

export const meta = () => adminMeta("Spam");

export default function AdminSpamRoute() {
  return <SpamScreen />;
}
