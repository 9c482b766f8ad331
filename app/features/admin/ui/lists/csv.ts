import { sastDate } from "#domain/working-days";

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

/** A file-name part from what an admin typed: lower case, letters and digits joined by hyphens. */
const namePart = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");

/**
 * An export's file name: what it is, the SAST day it was made and the view it holds, so two
 * exports side by side say which is which ("contacts-2026-11-28-new-overdue.csv").
 */
export function csvFileName(subject: string, view: readonly string[], at = new Date()): string {
  return `${[subject, sastDate(at), ...view.map(namePart)].filter(Boolean).join("-")}.csv`;
}
