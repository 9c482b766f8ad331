import { AiBasicsPage } from "../features/ai-basics/ai-basics-page";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/ai-basics";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "AI Basics for Small Business",
    description:
      "Plain-language guide to artificial intelligence for South African SMME owners: benefits, key terms, myths and how to start.",
  });
}

export default function AiBasics() {
  return <AiBasicsPage />;
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
