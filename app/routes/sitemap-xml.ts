import { sitemapXml } from "../features/seo/sitemap";
import { readOrUnavailable } from "../lib/loaders/read-or-unavailable.server";
import { pageContextOf } from "../lib/page-context";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  const solutions = await readOrUnavailable(context.services.solutions.list());
  return new Response(
    sitemapXml(
      context.config.PUBLIC_URL,
      solutions.map((solution) => solution.id),
    ),
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
