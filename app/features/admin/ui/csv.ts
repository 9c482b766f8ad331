/** A CSV column: its header and how to read its cell from one item. */
export type CsvColumn<T> = { header: string; value: (item: T) => string };

/**
 * One CSV cell. Text from the public enquiry form could start a spreadsheet formula
 * (=, +, -, @, or a tab/carriage return before one), so such cells get a leading quote mark;
 * every cell is quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A header line, then one line per item (CRLF, as spreadsheets expect). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], items: readonly T[]): string {
  const rows = [
    columns.map((column) => csvCell(column.header)),
    ...items.map((item) => columns.map((column) => csvCell(column.value(item)))),
  ];
  return `${rows.map((row) => row.join(",")).join("\r\n")}\r\n`;
}
