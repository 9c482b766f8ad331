import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/:id", "routes/solution-detail.tsx"),
  route("ai-basics", "routes/ai-basics.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("login", "routes/login.tsx"),
  route("reset-password/:resetToken", "routes/reset-password.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  // SPEC §2: any other path shows the home page (answered with 404 and noindex).
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;
