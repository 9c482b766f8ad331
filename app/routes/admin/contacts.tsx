import { ContactsScreen } from "../../features/admin/contacts/contacts-screen";
import { adminMeta } from "../../features/admin/layout/admin-meta";

export const meta = () => adminMeta("Contacts");

export default function AdminContactsRoute() {
  return <ContactsScreen />;
}
