import type { HomeContent } from "#domain/content/home-content";
import { SectionHeading } from "./section-heading";

export function ProcessSection({ content }: { content: HomeContent["process"] }) {
  return (
    <section aria-labelledby="process-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="process-title" title={content.title} intro={content.intro} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.steps.map((step, place) => {
            // Numbered by place: 01 to 04.
            const number = String(place + 1).padStart(2, "0");
            return (
              <li key={number} className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
                <span aria-hidden="true" className="text-3xl font-bold text-indigo-700 dark:text-indigo-300">
                  {number}
                </span>
                <h3 className="mt-3 font-semibold">
                  <span className="sr-only">Step {number}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
