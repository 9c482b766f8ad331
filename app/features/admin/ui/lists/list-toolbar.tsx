import type { ReactNode } from "react";
import { SearchField, type SearchFieldProps } from "./search-field";

/** The row under a list screen's header: its search first, then any filters, wrapping on a narrow screen. */
export function ListToolbar({ search, children }: { search: SearchFieldProps; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <SearchField {...search} />
      {children}
    </div>
  );
}
