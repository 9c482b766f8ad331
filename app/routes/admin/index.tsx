import { redirect } from "react-router";

// /admin has no screen of its own (SPEC §2).
export function clientLoader() {
  return redirect("/admin/dashboard");
}

export default function AdminIndex() {
  return null;
}
