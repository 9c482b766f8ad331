import type { Tier } from "#domain/options";
import type { CatalogueFilters, TierFilter } from "../../lib/catalogue-filters";
import { FilterLink, scrollingRow, useChosenInView } from "./filter-link";

const TIER_OPTIONS: { value: TierFilter; label: string; hint?: string }[] = [
  { value: "all", label: "All Tiers" },
  { value: "bronze" satisfies Tier, label: "Bronze", hint: "Essential solutions" },
  { value: "silver" satisfies Tier, label: "Silver", hint: "Enhanced solutions" },
  { value: "gold" satisfies Tier, label: "Gold", hint: "Premier solutions" },
];

export function TierPicker({ filters }: { filters: CatalogueFilters }) {
  const row = useChosenInView(filters.tier);
  return (
    <nav aria-label="Tier">
      <ul ref={row} className={`${scrollingRow} sm:grid sm:grid-cols-4 sm:gap-3`}>
        {TIER_OPTIONS.map((option) => {
          const active = filters.tier === option.value;
          return (
            <li key={option.value} className="shrink-0">
              <FilterLink
                filters={{ ...filters, tier: option.value }}
                active={active}
                className={`flex h-full flex-col justify-center rounded-xl border-2 px-4 py-2 text-center whitespace-nowrap sm:p-4 ${
                  active
                    ? "border-indigo-700 bg-indigo-50 dark:border-indigo-400 dark:bg-slate-800"
                    : "border-slate-200 hover:border-indigo-400 dark:border-slate-700"
                }`}
              >
                <span className="block font-semibold">{option.label}</span>
                {option.hint && (
                  <span className="block text-xs sm:mt-1 text-slate-700 dark:text-slate-300">
                    {option.hint}
                  </span>
                )}
              </FilterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
