import { shownPrices } from "#domain/content/pricing";
import { CataloguePage } from "../features/catalogue/catalogue-page";
import { rememberedFilterLists } from "../features/catalogue/remembered-filter-lists";
import { isUnavailable } from "../features/unavailable/route-error-view";
import { distinctValues, filterSolutions, parseFilters } from "../lib/catalogue-filters";
import { headersWithErrors, readOrUnavailable } from "../lib/loaders/read-or-unavailable.server";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/solutions";

// The server renders the filtered list for any URL, so shared and bookmarked filter links
// show the right solutions before JavaScript runs.
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  const filters = parseFilters(new URL(request.url).searchParams);
  // SPEC §8's "a failed list reads as an empty catalogue" is the browser's answer to a failed
  // fetch; the server never renders one from a failed read (decision 0019).
  const [priced, { vatRegistered }] = await readOrUnavailable(
    Promise.all([context.services.solutions.listWithPricing(), context.services.settings.legalDetails()]),
  );
  // Written here, on the server: no price formatting reaches the browser (decision 0086).
  const all = priced.map(({ pricing, ...summary }) => ({
    ...summary,
    price: shownPrices(pricing, vatRegistered).card,
  }));
  return {
    filters,
    challenges: distinctValues(all, "challenges"),
    sectors: distinctValues(all, "sectors"),
    solutions: filterSolutions(all, filters),
  };
}

// SPEC §8 in the browser: a list that fails to arrive (no connection, a proxy's error) reads as
// an empty catalogue, under the filter lists already seen. Our own 503 keeps its error view,
// which offers to try again (decision 0019).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isUnavailable(error)) throw error;
    return {
      filters: parseFilters(new URL(request.url).searchParams),
      ...rememberedFilterLists(),
      solutions: [],
    };
  }
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

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
