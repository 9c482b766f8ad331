import type { ShownPrices } from "#domain/content/pricing";
import type { Solution } from "#domain/content/solution";
import { AccordionItem } from "../../components/ui/accordion-item";
import { IconByName } from "../../components/ui/icon-by-name";
import { SolutionTerms } from "./solution-terms";

export function ImplementationSteps({ solution, prices }: { solution: Solution; prices: ShownPrices }) {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <ol className="space-y-3 lg:col-span-2">
        {solution.implementationSteps.map((step, index) => (
          <li key={step.id ?? index}>
            <AccordionItem
              summary={
                <>
                  <span className="rounded-lg bg-indigo-50 p-2 text-indigo-700 dark:bg-slate-800 dark:text-indigo-300">
                    <IconByName name={step.iconName} className="h-5 w-5" />
                  </span>
                  <span>
                    <span className="text-slate-700 dark:text-slate-300">Step {index + 1}: </span>
                    {step.title}
                  </span>
                </>
              }
            >
              <p>{step.description}</p>
            </AccordionItem>
          </li>
        ))}
      </ol>
      <SolutionTerms
        timeline={solution.timeline}
        prices={prices}
        className="space-y-4 rounded-xl bg-indigo-50 p-6 dark:bg-slate-900"
      />
    </div>
  );
}
