/**
 * The case-insensitive search of the admin search boxes (SPEC §2): a record matches when any of
 * its fields contains the query. Typing re-filters every record on each key, thousands of
 * contacts, so each record's fields are lower-cased once and kept with the record object (an
 * edited record is a new object, so nothing stale is kept).
 */
export function textSearch<T extends object>(fieldsOf: (record: T) => readonly (string | undefined)[]) {
  const texts = new WeakMap<T, string>();
  function textOf(record: T): string {
    let text = texts.get(record);
    if (text === undefined) {
      // Fields are joined by a line break, which a search box cannot type: no match spans two.
      text = fieldsOf(record).join("\n").toLowerCase();
      texts.set(record, text);
    }
    return text;
  }
  /** The test for one query, to pass to `Array.filter`. */
  return (query: string) => {
    const needle = query.trim().toLowerCase();
    return (record: T) => !needle || textOf(record).includes(needle);
  };
}
