import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { PagePath } from "#domain/page-paths";
import { type CatalogueFilters, filtersToSearch } from "../../lib/catalogue-filters";

// Filters are plain links, so they work before JavaScript arrives (the server renders the
// filtered list for any URL). With JavaScript they replace the history entry and keep the
// scroll position instead of stacking one entry per click.
export function FilterLink({
  filters,
  active,
  children,
  className,
}: {
  filters: CatalogueFilters;
  active: boolean;
  children: React.ReactNode;
  className: string;
}) {
  return (
    <Link
      to={{ pathname: "/solutions" satisfies PagePath, search: filtersToSearch(filters) }}
      replace
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}

export const chipClass = (active: boolean) =>
  `inline-block rounded-full border whitespace-nowrap px-4 py-1.5 text-sm font-medium ${
    active
      ? "border-indigo-700 bg-indigo-700 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950"
      : "border-slate-300 bg-white text-slate-800 hover:border-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
  }`;

/**
 * On a phone a filter row scrolls sideways, and the chosen filter (from a footer or hurdle-card
 * link, say) may sit far to the right: it is brought into the row's view, without moving the
 * page, whenever `chosen` changes. Answers the row's ref.
 */
export function useChosenInView(chosen: string) {
  const row = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `chosen` names the link now current
  useEffect(() => {
    const list = row.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - list.offsetLeft - (list.clientWidth - link.offsetWidth) / 2 });
  }, [chosen]);
  return row;
}

// On a phone the filters take one row each that scrolls sideways, so the first results show
// without scrolling past every option; the padding keeps the focus ring inside the scroll box.
export const scrollingRow = "scroll-hint -m-1 flex gap-2 overflow-x-auto p-1 sm:flex-wrap";
