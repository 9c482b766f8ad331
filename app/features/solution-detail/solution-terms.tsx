import type { Solution } from "#domain/solution";
import { formatPrice } from "../../lib/format-price";

// Timeline and pricing: under the title, where a visitor on a phone decides whether to read
// on, and again beside the implementation steps (SPEC §2).
export function SolutionTerms({ solution, className }: { solution: Solution; className: string }) {
  const terms = [
    { term: "Timeline", value: solution.timeline },
    { term: "Upfront", value: formatPrice(solution.pricing.upfront) },
    ...(solution.pricing.monthly
      ? [{ term: "Monthly support", value: formatPrice(solution.pricing.monthly) }]
      : []),
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
