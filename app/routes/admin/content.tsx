import { ContentScreen } from "../../features/admin/content/content-screen";
import { adminMeta } from "../../features/admin/layout/admin-meta";

export const meta = () => adminMeta("Site content");

export default function AdminContentRoute() {
  return <ContentScreen />;
}
