import { formatTable } from "../bench/table";

// What `npm run lighthouse` keeps of a Lighthouse run, and the targets it is held to
// (issue 21, decision 0022): the four category scores, the paint metrics, and which targets
// the page meets under each throttling method.

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export const SCORE_TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** Lighthouse's two ways of slowing the page down to a mid-range phone on a slow 4G link. */
export const METHODS = {
  /** The default: an unthrottled load, then a model of it on the slow link (Lantern). */
  simulated: { throttlingMethod: "simulate", lcpTargetMs: 1200 },
  /** `--throttling-method=devtools`: the browser itself delays every request and the CPU. */
  applied: { throttlingMethod: "devtools", lcpTargetMs: 1000 },
} as const;
export type Method = keyof typeof METHODS;

export interface PageResult {
  path: string;
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest contentful paint's element, as Lighthouse describes it. */
  lcpElement: string;
  /** Scored audits below full marks in the reported run, worst first. */
  failingAudits: { id: string; title: string; score: number; displayValue?: string }[];
}

/** The part of a Lighthouse result (its `lhr`) these scripts read (lighthouse/tool.ts loads Lighthouse). */
export interface LighthouseResult {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  runtimeError?: { message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        numericValue?: number;
        displayValue?: string;
        details?: unknown;
      }
    | undefined
  >;
}

/** Where the largest paint is an image or a video, FCP = LCP cannot be asked for. */
const MEDIA_ELEMENT = /^<(img|video|image|svg)\b/i;

export function summarise(pagePath: string, lhr: LighthouseResult): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const scoredIds = new Set(
    CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  const failingAudits = [...scoredIds]
    .map((id) => lhr.audits[id])
    .filter((entry) => entry && typeof entry.score === "number" && entry.score < 1)
    .map((entry) => ({
      id: entry?.id ?? "",
      title: entry?.title ?? "",
      score: entry?.score ?? 0,
      ...(entry?.displayValue ? { displayValue: entry.displayValue } : {}),
    }))
    .sort((a, b) => a.score - b.score);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path: pagePath,
    scores,
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
    lcpElement: lcpSnippet(lhr),
    failingAudits,
  };
}

function lcpSnippet(lhr: LighthouseResult): string {
  // Lighthouse 13 names the element in the LCP breakdown insight, as the list's "node" item;
  // before 13 it had an audit of its own, whose first table named it.
  type Node = { type?: string; snippet?: string; items?: { node?: { snippet?: string } }[] };
  const listed = (id: string) => (lhr.audits[id]?.details as { items?: Node[] } | undefined)?.items ?? [];
  const insight = listed("lcp-breakdown-insight").find((item) => item.type === "node");
  return insight?.snippet ?? listed("largest-contentful-paint-element")[0]?.items?.[0]?.node?.snippet ?? "";
}

/** The targets a page misses under `method`, in words; empty when it meets them all. */
function missedTargets(page: PageResult, method: Method): string[] {
  const missed = CATEGORIES.filter((category) => page.scores[category] < SCORE_TARGETS[category]).map(
    (category) => `${category} ${page.scores[category]} < ${SCORE_TARGETS[category]}`,
  );
  const lcpTarget = METHODS[method].lcpTargetMs;
  if (page.lcpMs > lcpTarget) missed.push(`LCP ${page.lcpMs} ms > ${lcpTarget} ms`);
  if (!MEDIA_ELEMENT.test(page.lcpElement) && page.fcpMs !== page.lcpMs) {
    missed.push(`FCP ${page.fcpMs} ms ≠ LCP ${page.lcpMs} ms on a text LCP`);
  }
  if (page.cls !== 0) missed.push(`CLS ${page.cls} > 0`);
  return missed;
}

export function printMethod(method: Method, pages: PageResult[]) {
  const header = ["page", "perf", "a11y", "best pr.", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS"];
  const lines = pages.map((page) => [
    page.path,
    ...CATEGORIES.map((category) => String(page.scores[category])),
    String(page.fcpMs),
    String(page.lcpMs),
    String(page.tbtMs),
    String(page.cls),
  ]);
  console.log(
    `\n${method} throttling (${METHODS[method].throttlingMethod})\n${formatTable(header, lines)}\n`,
  );
  for (const page of pages) {
    const missed = missedTargets(page, method);
    console.log(
      missed.length === 0 ? `met:     ${page.path}` : `not met: ${page.path}: ${missed.join("; ")}`,
    );
  }
  for (const page of pages) {
    if (page.failingAudits.length === 0) continue;
    console.log(`\n${page.path}: audits below full marks`);
    for (const entry of page.failingAudits) {
      console.log(
        `  ${entry.score.toFixed(2)}  ${entry.title}${entry.displayValue ? ` (${entry.displayValue})` : ""}`,
      );
    }
  }
}
