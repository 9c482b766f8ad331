import { CataloguePage } from "../features/catalogue/catalogue-page";
import { distinctValues, filterSolutions, parseFilters } from "../features/catalogue/filters";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/solutions";

// The server renders the filtered list for any URL, so shared and bookmarked filter links
// show the right solutions before JavaScript runs.
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  // SPEC §8: a failed list reads as an empty catalogue.
  const all = await context.services.solutions.list().catch(() => []);
  return {
    filters,
    challenges: distinctValues(all, "challenges"),
    sectors: distinctValues(all, "sectors"),
    solutions: filterSolutions(all, filters),
  };
}

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
