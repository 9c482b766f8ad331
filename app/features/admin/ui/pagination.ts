export interface Page<T> {
  items: T[];
  /** 1-based page actually shown (clamped into range). */
  page: number;
  pageCount: number;
}

/** One page of a long list, so thousands of rows never render at once. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}
