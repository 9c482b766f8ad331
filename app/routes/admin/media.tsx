import { adminMeta } from "../../features/admin/layout/admin-meta";
import { MediaLibraryScreen } from "../../features/admin/media/media-library-screen";

export const meta = () => adminMeta("Media library");

export default function AdminMediaRoute() {
  return <MediaLibraryScreen />;
}
