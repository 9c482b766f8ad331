import type { ShownPrices } from "#domain/content/pricing";

// Timeline and pricing: under the title, where a visitor on a phone decides whether to read
// on, and again beside the implementation steps (SPEC §2). The prices come written from the
// loader (domain/content/pricing.ts): no formatting code reaches the browser.
export function SolutionTerms({
  timeline,
  prices,
  className,
}: {
  timeline: string;
  prices: ShownPrices;
  className: string;
}) {
  const terms = [
    { term: "Timeline", value: timeline },
    { term: "Upfront", value: prices.upfront },
    ...(prices.monthly ? [{ term: "Monthly support", value: prices.monthly }] : []),
  ];
  return (
    <dl className={className}>
      {terms.map(({ term, value }) => (
        <div key={term}>
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{term}</dt>
          <dd className="text-xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
