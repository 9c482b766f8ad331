import { CheckCircleIcon } from "@heroicons/react/24/outline";
import type { HomeContent } from "#domain/content/home-content";

export function ExpertiseSection({ content }: { content: HomeContent["expertise"] }) {
  return (
    <section aria-labelledby="expertise-title" className="bg-indigo-50 py-20 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="expertise-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{content.text}</p>
        </div>
        <ul className="space-y-4">
          {content.points.map((point, place) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the points are fixed places an admin words
            <li key={place} className="flex gap-3">
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
