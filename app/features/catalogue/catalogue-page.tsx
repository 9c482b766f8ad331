import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { CatalogueSolution } from "#domain/content/solution";
import { useQueryChangePending } from "../../components/layout/page-progress";
import { secondaryButton } from "../../components/ui/button-styles";
import { FinderBox } from "../../components/ui/finder-box";
import { Spinner } from "../../components/ui/spinner";
import { Tabs } from "../../components/ui/tabs";
import {
  type CatalogueFilters,
  type FilterTab,
  filtersToSearch,
  initialTab,
  NO_FILTERS,
  switchTab,
} from "../../lib/catalogue-filters";
import { FilterChips } from "./filter-chips";
import { FilterLink } from "./filter-link";
import { type FilterLists, rememberFilterLists } from "./remembered-filter-lists";
import { SolutionCard } from "./solution-card";
import { TierPicker } from "./tier-picker";

interface CataloguePageProps extends FilterLists {
  filters: CatalogueFilters;
  solutions: CatalogueSolution[];
}

export function CataloguePage({ filters, challenges, sectors, solutions }: CataloguePageProps) {
  const [tab, setTab] = useState<FilterTab>(() => initialTab(filters));
  const [, setSearchParams] = useSearchParams();
  // The filter lists come with the page and stay while the solutions reload, so only the
  // solutions show a spinner.
  const pending = useQueryChangePending();

  useEffect(() => rememberFilterLists({ challenges, sectors }), [challenges, sectors]);

  // A link from elsewhere (footer, back button) may choose a filter of the other tab.
  useEffect(() => {
    if (filters.sector !== "all") setTab("sector");
    else if (filters.challenge !== "all") setTab("challenge");
  }, [filters.sector, filters.challenge]);

  function selectTab(next: FilterTab) {
    setTab(next);
    const reset = switchTab(filters, next);
    if (filtersToSearch(reset) !== filtersToSearch(filters)) {
      setSearchParams(new URLSearchParams(filtersToSearch(reset)), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">AI Solutions Catalogue</h1>
      <p className="mt-4 max-w-3xl text-slate-700 sm:text-lg dark:text-slate-300">
        Ready-made AI tools for South African SMMEs. Choose a tier for your budget, then narrow down by the
        challenge you face or the sector you work in.
      </p>

      <FinderBox compact className="mt-6 rounded-2xl bg-indigo-50 p-4 sm:mt-8 sm:p-5 dark:bg-slate-900" />
      <section aria-label="Filters" className="mt-6 space-y-4 sm:mt-10 sm:space-y-6">
        <TierPicker filters={filters} />
        <Tabs<FilterTab>
          label="Filter solutions"
          selected={tab}
          onSelect={selectTab}
          tabs={[
            {
              key: "challenge",
              label: "By Challenge",
              panel: (
                <FilterChips label="Challenges" field="challenge" values={challenges} filters={filters} />
              ),
            },
            {
              key: "sector",
              label: "By Sector",
              panel: <FilterChips label="Sectors" field="sector" values={sectors} filters={filters} />,
            },
          ]}
        />
      </section>

      <section aria-labelledby="results-title" aria-busy={pending} className="mt-6 sm:mt-10">
        <h2 id="results-title" className="sr-only">
          Solutions
        </h2>
        <ChosenFilter filters={filters} />
        {pending ? (
          <Spinner label="Loading Solutions..." />
        ) : solutions.length === 0 ? (
          <div className="rounded-xl bg-slate-50 p-8 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <p>No solutions match the selected filters.</p>
            <FilterLink filters={NO_FILTERS} active={false} className={`${secondaryButton} mt-4`}>
              Clear filters
            </FilterLink>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-300">
              {solutions.length} {solutions.length === 1 ? "solution" : "solutions"}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {solutions.map((solution) => (
                <li key={solution.id}>
                  <SolutionCard solution={solution} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}

/**
 * The challenge or sector chosen, said above the results with a link that clears it: on a
 * phone its chip may be out of sight in a row that scrolls sideways.
 */
function ChosenFilter({ filters }: { filters: CatalogueFilters }) {
  const field = filters.challenge !== "all" ? "challenge" : filters.sector !== "all" ? "sector" : null;
  if (!field) return null;
  return (
    <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
      Showing:{" "}
      <FilterLink
        filters={{ ...filters, [field]: "all" }}
        active={false}
        className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-3 py-1 font-medium text-indigo-900 hover:bg-indigo-100 dark:bg-slate-800 dark:text-indigo-200 dark:hover:bg-slate-700"
      >
        {filters[field]}
        <span aria-hidden="true">×</span>
        <span className="sr-only">(clear this filter)</span>
      </FilterLink>
    </p>
  );
}
