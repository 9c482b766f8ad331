import { requireAdmin } from "../../features/admin/layout/admin-guard";
import { AdminLayout } from "../../features/admin/layout/admin-layout";
import { adminMeta } from "../../features/admin/layout/admin-meta";
import type { Route } from "./+types/layout";

export const meta = () => adminMeta("Loading");

// The admin area runs in the browser against the REST API: no server loader.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireAdmin(new URL(request.url));
}
clientLoader.hydrate = true as const;

// The session is checked once on entering the admin area, not on every admin navigation.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <p className="p-8 text-center">Loading...</p>;
}

export default function AdminLayoutRoute({ loaderData }: Route.ComponentProps) {
  return <AdminLayout user={loaderData} />;
}
