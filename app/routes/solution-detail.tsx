import { redirect } from "react-router";
import { TIER_LABELS } from "../../domain/options";
import { serviceJsonLd } from "../features/solution-detail/service-json-ld";
import { SolutionDetailPage } from "../features/solution-detail/solution-detail-page";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/solution-detail";

// SPEC §2/§8: a missing id, a failed load or an unknown solution all go back to the catalogue.
export async function loader({ params, context }: Route.LoaderArgs) {
  const solution = await context.services.solutions.get(params.id).catch(() => null);
  if (!solution) throw redirect("/solutions");
  const url = `${context.config.PUBLIC_URL}/solutions/${solution.id}`;
  return { solution, jsonLd: serviceJsonLd(solution, url) };
}

export function meta(args: Route.MetaArgs) {
  const solution = args.loaderData?.solution;
  return pageMeta(args, {
    title: solution ? `${solution.title}: ${TIER_LABELS[solution.tier]} Tier` : "AI Solution",
    description: solution?.tagline || "An AI solution for South African SMMEs.",
  });
}

export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  return <SolutionDetailPage solution={loaderData.solution} jsonLd={loaderData.jsonLd} />;
}
