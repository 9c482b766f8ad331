import { TermsPage } from "../features/legal/terms-page";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/terms";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Terms of Service",
    description:
      "The terms that apply to the AI Solutions website and services, including liability and notice of changes.",
  });
}

export default function Terms() {
  return <TermsPage />;
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
