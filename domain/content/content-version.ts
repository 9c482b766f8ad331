// Versions of content admins save through a form (a solution, the settings): what the API
// lists, shared by the server and the admin screens.

/** How many earlier versions are kept of each when CONTENT_VERSIONS_KEPT is not set. */
export const DEFAULT_VERSIONS_KEPT = 20;

/** One earlier version: its number, when it was saved and by whom (null: before anyone did). */
export interface VersionSummary {
  version: number;
  savedAt: string;
  savedBy: string | null;
}
