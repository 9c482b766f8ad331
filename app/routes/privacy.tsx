import { PrivacyPage } from "../features/legal/privacy-page";
import { headersWithErrors, readOrUnavailable } from "../lib/loaders/read-or-unavailable.server";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/privacy";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Privacy Policy",
    description:
      "What personal information AI Solutions collects through enquiries, why, how long we keep it and your rights under POPIA.",
  });
}

// The retention period is a setting (docs/decisions/0048): the page states the one enforced.
export async function loader({ context: router }: Route.LoaderArgs) {
  const { services } = pageContextOf(router);
  const stored = await readOrUnavailable(services.settings.enquiries());
  return { retentionMonths: stored.settings.retentionMonths };
}

export const headers = headersWithErrors;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage retentionMonths={loaderData.retentionMonths} />;
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
