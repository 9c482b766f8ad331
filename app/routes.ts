import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/:id", "routes/solution-detail.tsx"),
  // SPEC §2: any other path shows the home page (answered with 404 and noindex).
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;
