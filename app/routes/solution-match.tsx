import {
  FINDER_LABEL,
  FINDER_PAGE_RESULTS,
  FINDER_PARAM,
  FINDER_PATH,
  finderText,
} from "#domain/content/finder";
import { FinderPage } from "../features/finder/finder-page";
import { headersWithErrors, readOrUnavailable } from "../lib/loaders/read-or-unavailable.server";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/solution-match";

// "Describe your problem" (issue 51, decision 0085): /solutions/match?q=…, a plain GET form's
// answer. Each description is matched and counted afresh, never kept by a cache: the page holds
// the visitor's words.
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  context.noStore();
  const text = finderText(new URL(request.url).searchParams.get(FINDER_PARAM));
  if (!text) return { text, answer: null };
  const answer = await readOrUnavailable(
    context.services.finder.match(text, FINDER_PAGE_RESULTS, {
      headers: Object.fromEntries(request.headers),
      clientIp: context.clientIp,
      path: FINDER_PATH,
    }),
  );
  return { text, answer };
}

export const headers = headersWithErrors;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: FINDER_LABEL,
    description: "Say what is wrong in your own words and see which of our AI solutions fit.",
    noindex: true,
  });
}

export default function SolutionMatch({ loaderData }: Route.ComponentProps) {
  return <FinderPage {...loaderData} />;
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
