import { index, type RouteConfig, route } from "@react-router/dev/routes";

// ── Admin back-office (SPEC §2) ─────────────────────────────────────────────────────────
// Rendered in the browser against the REST API, behind the admin guard of the layout route.
const adminRoutes = route("admin", "routes/admin/layout.tsx", [
  index("routes/admin/index.tsx"),
  route("dashboard", "routes/admin/dashboard.tsx"),
  route("solutions", "routes/admin/solutions.tsx"),
  route("solutions/new", "routes/admin/solution-new.tsx"),
  route("solutions/:id", "routes/admin/solution-edit.tsx"),
  route("contacts", "routes/admin/contacts.tsx"),
  route("users", "routes/admin/users.tsx"),
  route("settings", "routes/admin/settings.tsx"),
]);
// ── end of admin back-office ────────────────────────────────────────────────────────────

export default [
  index("routes/home.tsx"),
  adminRoutes,
  // SPEC §2: any other path shows the home page (answered with 404 and noindex).
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;
