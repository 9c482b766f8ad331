import { CataloguePage } from "../features/catalogue/catalogue-page";
import { distinctValues, filterSolutions, parseFilters } from "../features/catalogue/filters";
import { headersWithErrors, readOrUnavailable } from "../features/unavailable/read-or-unavailable.server";
import { RouteErrorView } from "../features/unavailable/route-error-view";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/solutions";

// The server renders the filtered list for any URL, so shared and bookmarked filter links
// show the right solutions before JavaScript runs.
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  // SPEC §8's "a failed list reads as an empty catalogue" is the browser's answer to a failed
  // fetch; the server never renders one from a failed read (decision 0019).
  const all = await readOrUnavailable(context.services.solutions.list());
  return {
    filters,
    challenges: distinctValues(all, "challenges"),
    sectors: distinctValues(all, "sectors"),
    solutions: filterSolutions(all, filters),
  };
}

export const headers = headersWithErrors;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "AI Solutions Catalogue",
    description:
      "Browse Bronze, Silver and Gold AI solutions for South African SMMEs by business challenge or sector.",
  });
}

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <CataloguePage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
