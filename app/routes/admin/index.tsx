import { redirect } from "react-router";
import type { PagePath } from "#domain/page-paths";

// /admin has no screen of its own (SPEC §2).
export function clientLoader() {
  return redirect("/admin/dashboard" satisfies PagePath);
}

export default function AdminIndex() {
  return null;
}
