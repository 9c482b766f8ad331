import { ChevronDownIcon } from "@heroicons/react/24/outline";
import type { Solution } from "../../../domain/solution";
import { IconByName } from "../../components/ui/icon-by-name";

// Native <details>: each step opens and closes on its own, with keyboard support and no
// JavaScript at all.
export function ImplementationSteps({ solution }: { solution: Solution }) {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <ol className="space-y-3 lg:col-span-2">
        {solution.implementationSteps.map((step, index) => (
          <li key={step.id ?? index}>
            <details className="group rounded-xl border border-slate-200 dark:border-slate-700">
              <summary className="flex cursor-pointer list-none items-center gap-4 p-4 [&::-webkit-details-marker]:hidden">
                <span className="rounded-lg bg-indigo-50 p-2 text-indigo-700 dark:bg-slate-800 dark:text-indigo-300">
                  <IconByName name={step.iconName} className="h-5 w-5" />
                </span>
                <span className="flex-1 font-semibold">
                  <span className="text-slate-700 dark:text-slate-300">Step {index + 1}: </span>
                  {step.title}
                </span>
                <ChevronDownIcon
                  aria-hidden="true"
                  className="h-5 w-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="px-4 pb-4 text-slate-700 dark:text-slate-300">{step.description}</p>
            </details>
          </li>
        ))}
      </ol>
      <dl className="space-y-4 rounded-xl bg-indigo-50 p-6 dark:bg-slate-900">
        <div>
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">Timeline</dt>
          <dd className="text-xl font-bold">{solution.timeline}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">Upfront</dt>
          <dd className="text-xl font-bold">{solution.pricing.upfront}</dd>
        </div>
        {solution.pricing.monthly && (
          <div>
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">Monthly support</dt>
            <dd className="text-xl font-bold">{solution.pricing.monthly}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
