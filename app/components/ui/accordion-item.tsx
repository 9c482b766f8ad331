import { ChevronDownIcon } from "@heroicons/react/24/outline";

// The one accordion look of the public site (FAQ, AI terms, implementation steps). Native
// <details> (decision 0011): each item opens on its own, by keyboard and without JavaScript.
export function AccordionItem({
  summary,
  children,
}: {
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <details className="group rounded-xl border border-slate-200 dark:border-slate-700">
      <summary className="flex cursor-pointer list-none items-center gap-4 p-4 font-semibold [&::-webkit-details-marker]:hidden">
        <span className="flex flex-1 items-center gap-4">{summary}</span>
        <ChevronDownIcon
          aria-hidden="true"
          className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="px-4 pb-4 text-slate-700 dark:text-slate-300">{children}</div>
    </details>
  );
}
