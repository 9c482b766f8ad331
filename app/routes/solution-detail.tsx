import { data, redirect } from "react-router";
import { shownPrices } from "#domain/content/pricing";
import { PREVIEW_PARAM, type Solution, STALE_PREVIEW } from "#domain/content/solution";
import { TIER_LABELS } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import { solutionImagePath, solutionPicture } from "../features/seo/og-image.server";
import { serviceJsonLd } from "../features/solution-detail/service-json-ld";
import { SolutionDetailPage } from "../features/solution-detail/solution-detail-page";
import { isGone, isUnavailable } from "../features/unavailable/route-error-view";
import { PREVIEW_HEADERS, previewShown } from "../lib/loaders/page-words.server";
import { headersWithErrors, readOrUnavailable } from "../lib/loaders/read-or-unavailable.server";
import { type PageContext, pageContextOf } from "../lib/page-context";
import type { PreviewShown } from "../lib/preview";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/solution-detail";

// SPEC §2/§8: a missing id, a failed load or an unknown solution all go back to the catalogue;
// but a database out of reach is a 503, as on the catalogue, so the visitor can retry this
// very page and nothing wrong is cached (decision 0019).
export async function loader({ params, request, context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  const preview = await previewed(context, params.id, request);
  const through = preview === "stale" ? null : preview;
  const solution =
    through?.solution ?? (await readOrUnavailable(context.services.solutions.get(params.id), null));
  if (!solution && preview === "stale") {
    // Said, not passed over in silence: whoever holds the link asks for a new one.
    context.noStore();
    throw data(STALE_PREVIEW, { status: 410, headers: PREVIEW_HEADERS });
  }
  if (!solution) throw redirect("/solutions" satisfies PagePath);
  const url = `${context.config.PUBLIC_URL}${`/solutions/${solution.id}` satisfies PagePath}`;
  const { vatRegistered } = await readOrUnavailable(context.services.settings.legalDetails());
  const shown = {
    solution,
    prices: shownPrices(solution.pricing, vatRegistered),
    jsonLd: serviceJsonLd(solution, url, vatRegistered),
    image: solutionImagePath(solution.id, solutionPicture(solution)),
    preview: through?.shown ?? null,
  };
  if (!shown.preview) return shown;
  // A preview is for its link's holders: never kept by any cache, never indexed.
  context.noStore();
  return data(shown, { headers: PREVIEW_HEADERS });
}

/**
 * The stored solution, whatever its status, and until when its link works, when the page's
 * preview token was signed for it at the state it is in now and has not expired; "stale" when
 * it was signed for it but has expired or the solution has changed since (decision 0069); null
 * for no token of ours, and the page is what anonymous visitors see.
 */
async function previewed(
  context: PageContext,
  id: string,
  request: Request,
): Promise<{ solution: Solution; shown: PreviewShown } | "stale" | null> {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (!token) return null;
  const { previewLinks, solutions } = context.services;
  const state = await readOrUnavailable(solutions.previewState(id));
  const check = await readOrUnavailable(previewLinks.check(id, token, state));
  if (check.result !== "shown") return check.result === "stale" ? "stale" : null;
  const solution = (await readOrUnavailable(solutions.getVersioned(id)))?.solution;
  return solution ? { solution, shown: previewShown(check.expiresAt) } : null;
}

// The same rule in the browser: page data that fails to arrive goes back to the catalogue too.
// Redirects pass as they are, and our own 503 keeps its error view.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || isUnavailable(error) || isGone(error)) throw error;
    throw redirect("/solutions" satisfies PagePath);
  }
}

export const headers = headersWithErrors;

export function meta(args: Route.MetaArgs) {
  const solution = args.loaderData?.solution;
  return pageMeta(args, {
    title: solution ? `${solution.title}: ${TIER_LABELS[solution.tier]} Tier` : "AI Solution",
    description: solution?.tagline || "An AI solution for South African SMMEs.",
    image: args.loaderData?.image,
  });
}

export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  return (
    <SolutionDetailPage
      solution={loaderData.solution}
      prices={loaderData.prices}
      jsonLd={loaderData.jsonLd}
    />
  );
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
