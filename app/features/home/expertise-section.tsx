import { CheckCircleIcon } from "@heroicons/react/24/outline";

const POINTS = [
  "We start from your business problem, not from the technology.",
  "Fixed, upfront prices in rand: about R800 for a basic tool up to R5,000 for a fuller solution, plus a small monthly support fee.",
  "Your customers' data is handled in line with POPIA.",
  "Plain-language training for you and your staff, so the tools get used.",
];

export function ExpertiseSection() {
  return (
    <section aria-labelledby="expertise-title" className="bg-indigo-50 py-20 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="expertise-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Strategic AI, Grounded in Expertise
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            Our team combines data science with years of working alongside spaza shops, salons, workshops and
            professional practices. We know load-shedding, patchy data and tight cash flow, and we design
            around them.
          </p>
        </div>
        <ul className="space-y-4">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-3">
              <CheckCircleIcon
                aria-hidden="true"
                className="h-6 w-6 shrink-0 text-indigo-700 dark:text-indigo-300"
              />
              <span className="text-slate-800 dark:text-slate-200">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
