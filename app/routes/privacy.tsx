import { PrivacyPage } from "../features/legal/privacy-page";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/privacy";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Privacy Policy",
    description:
      "What personal information AI Solutions collects through enquiries, why, how long we keep it and your rights under POPIA.",
  });
}

export default function Privacy() {
  return <PrivacyPage />;
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
