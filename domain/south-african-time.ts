// SPEC §1: dates use the en-ZA locale. What leaves the screen (an export, a note written by the
// server) is in South African time, whatever the zone of the browser or the server.

export function formatSouthAfricanTime(iso: string): string {
  return new Date(iso).toLocaleString("en-ZA", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Johannesburg",
  });
}

// South Africa keeps UTC+2 all year (no daylight saving), so SAST is one fixed offset.
const SAST_OFFSET = "+02:00";
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** A moment as a date-time field shows it in SAST: "2026-11-28T10:00". */
export function toSastInput(iso: string): string {
  return new Date(Date.parse(iso) + SAST_OFFSET_MS).toISOString().slice(0, 16);
}

/** What a date-time field typed in SAST means, with its offset; blank stays blank. */
export function fromSastInput(value: string): string | undefined {
  return value ? `${value}:00${SAST_OFFSET}` : undefined;
}
