import { data } from "react-router";
import { homeOfPage } from "../features/home/home-of-page.server";
import { headersWithErrors } from "../lib/loaders/read-or-unavailable.server";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/unknown-path";
import Home from "./home";

// SPEC §2: any other path shows the home page, answered 404 and kept out of search engines.
export async function loader({ context }: Route.LoaderArgs) {
  return data(await homeOfPage(context, null), { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Intelligent AI Solutions for South African SMMEs",
    description:
      "AI solutions, automation tools and data insights for small, medium and micro enterprises in South Africa.",
    noindex: true,
  });
}

export default Home;

export const headers = headersWithErrors;

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
