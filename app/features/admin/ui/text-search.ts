/** Case-insensitive match of a search text against any of a record's fields (SPEC §2 search boxes). */
export function matchesSearch(query: string, fields: readonly (string | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}
