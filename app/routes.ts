import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// ── Admin back-office (SPEC §2) ─────────────────────────────────────────────────────────
// Rendered in the browser against the REST API, behind the admin guard of the layout route.
const adminRoutes = route("admin", "routes/admin/layout.tsx", [
  index("routes/admin/index.tsx"),
  route("dashboard", "routes/admin/dashboard.tsx"),
  route("solutions", "routes/admin/solutions.tsx"),
  route("solutions/new", "routes/admin/solution-new.tsx"),
  route("solutions/:id", "routes/admin/solution-edit.tsx"),
  // Not under solutions/: a solution may be called "trash".
  route("trash", "routes/admin/trash.tsx"),
  route("contacts", "routes/admin/contacts.tsx"),
  route("contacts/spam", "routes/admin/contacts-spam.tsx"),
  route("payments", "routes/admin/payments.tsx"),
  route("users", "routes/admin/users.tsx"),
  route("media", "routes/admin/media.tsx"),
  route("content", "routes/admin/content.tsx"),
  route("settings", "routes/admin/settings.tsx"),
  route("account", "routes/admin/account.tsx"),
]);
// ── end of admin back-office ────────────────────────────────────────────────────────────

// ── Public site, inside the shared layout (nav bar, footer, Get Started dialog) ──────────
const publicRoutes = layout("routes/site-layout.tsx", [
  index("routes/home.tsx"),
  route("solutions", "routes/solutions.tsx"),
  // Before solutions/:id: `match` is a reserved solution id (decision 0085).
  route("solutions/match", "routes/solution-match.tsx"),
  route("solutions/:id", "routes/solution-detail.tsx"),
  route("ai-basics", "routes/ai-basics.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("login", "routes/login.tsx"),
  route("reset-password/:resetToken", "routes/reset-password.tsx"),
  // SPEC §2: any other path shows the home page (answered with 404 and noindex).
  route("*", "routes/unknown-path.tsx"),
]);

export default [
  publicRoutes,
  adminRoutes,
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  // Link-preview pictures (Open Graph, Twitter), by version: see og-image.server.ts.
  route("og/site/:file", "routes/og-site-image.ts"),
  route("og/solutions/:id/:file", "routes/og-solution-image.ts"),
] satisfies RouteConfig;
