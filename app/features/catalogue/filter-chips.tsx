import type { CatalogueFilters } from "../../lib/catalogue-filters";
import { chipClass, FilterLink, scrollingRow, useChosenInView } from "./filter-link";

interface FilterChipsProps {
  label: string;
  field: "challenge" | "sector";
  values: string[];
  filters: CatalogueFilters;
}

/** An 'All' chip plus one chip per value found in the solutions. */
export function FilterChips({ label, field, values, filters }: FilterChipsProps) {
  const current = filters[field];
  const row = useChosenInView(current);
  return (
    <ul ref={row} aria-label={label} className={scrollingRow}>
      {["all", ...values].map((value) => (
        <li key={value} className="shrink-0">
          <FilterLink
            filters={{ ...filters, [field]: value }}
            active={current === value}
            className={chipClass(current === value)}
          >
            {value === "all" ? "All" : value}
          </FilterLink>
        </li>
      ))}
    </ul>
  );
}
