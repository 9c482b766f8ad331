// SPEC §1: dates use the en-ZA locale.

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-ZA", { dateStyle: "medium", timeStyle: "short" });
}

/** For what leaves the screen (an export): South African time, whatever the browser's zone. */
export function formatSouthAfricanTime(iso: string): string {
  return new Date(iso).toLocaleString("en-ZA", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Johannesburg",
  });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-ZA", { dateStyle: "medium" });
}
