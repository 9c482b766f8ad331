import { HomePage } from "../features/home/home-page";
import { homepageVideoOfPage } from "../features/home/homepage-video-of-page.server";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/home";

export function meta(args: Pick<Route.MetaArgs, "location" | "matches">) {
  return pageMeta(args, {
    title: "Intelligent AI Solutions for South African SMMEs",
    description:
      "AI solutions, automation tools and data insights for small, medium and micro enterprises in South Africa. From about R800, live in 1-2 weeks.",
  });
}

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  return { video: await homepageVideoOfPage(context) };
}

export default function Home({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <HomePage video={loaderData.video} />;
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
