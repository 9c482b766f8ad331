// SPEC §1: dates use the en-ZA locale. What leaves the screen (an export, a note written by the
// server) is in South African time, whatever the zone of the browser or the server.

export function formatSouthAfricanTime(iso: string): string {
  return new Date(iso).toLocaleString("en-ZA", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Johannesburg",
  });
}
