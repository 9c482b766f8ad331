import { AiBasicsPage } from "../features/ai-basics/ai-basics-page";
import { readPageWords, withPreviewHeaders } from "../lib/loaders/page-words.server";
import { headersWithErrors } from "../lib/loaders/read-or-unavailable.server";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/ai-basics";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "AI Basics for Small Business",
    description:
      "Plain-language guide to artificial intelligence for South African SMME owners: benefits, key terms, myths and how to start.",
  });
}

/** The company's words on the page as an admin last published them (or its draft's, previewed), read on the server. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const words = await readPageWords(pageContextOf(router), "ai-basics", request);
  return withPreviewHeaders(words, words);
}

export default function AiBasics({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <AiBasicsPage content={loaderData.content} />;
}

export const headers = headersWithErrors;

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
