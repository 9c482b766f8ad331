import { robotsTxt } from "../features/seo/sitemap";
import { pageContextOf } from "../lib/page-context";
import type { Route } from "./+types/robots-txt";

export function loader({ context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  return new Response(robotsTxt(context.config.PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
