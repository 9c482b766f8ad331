/** A plain-text table with columns padded to their widest cell, for the console. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(format)].join("\n");
}
