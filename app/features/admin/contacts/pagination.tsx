import { smallButton } from "../ui/styles";
import { FocusableButton } from "./focusable-button";

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pageButton = (label: string, target: number) => (
    <FocusableButton
      className={smallButton}
      unavailable={target < 1 || target > pageCount}
      onClick={() => onPageChange(target)}
    >
      {label}
    </FocusableButton>
  );
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-end gap-3 text-sm">
      {pageButton("Previous", page - 1)}
      {/* Announced when it changes, so screen-reader users hear where paging took them. */}
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      {pageButton("Next", page + 1)}
    </nav>
  );
}
