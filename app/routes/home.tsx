import { homeOfPage } from "../features/home/home-of-page.server";
import { HomePage } from "../features/home/home-page";
import { withPreviewHeaders } from "../lib/loaders/page-words.server";
import { headersWithErrors } from "../lib/loaders/read-or-unavailable.server";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/home";

export function meta(args: Pick<Route.MetaArgs, "location" | "matches" | "loaderData">) {
  return pageMeta(args, {
    title: "Intelligent AI Solutions for South African SMMEs",
    description:
      "AI solutions, automation tools and data insights for small, medium and micro enterprises in South Africa. From about R800, live in 1-2 weeks.",
  });
}

/**
 * The company's words as an admin last published them (today's texts until then; the draft
 * through a preview link), read on the server so the page stays server-rendered with no fetch
 * of its own, and the homepage video.
 */
export async function loader({ request, context }: Pick<Route.LoaderArgs, "request" | "context">) {
  const home = await homeOfPage(context, request);
  return withPreviewHeaders(home, home);
}

export default function Home({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <HomePage content={loaderData.content} video={loaderData.video} />;
}

export const headers = headersWithErrors;

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
