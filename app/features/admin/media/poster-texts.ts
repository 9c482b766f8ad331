import { ADMIN_FAILURES } from "../ui/error-catalogue";
import type { MediaTexts } from "./media-manager";

// The poster picker beside a video (solution media and homepage video): same texts in both.
export const POSTER_TEXTS: MediaTexts = {
  emptyText: "No poster image yet: visitors see the first frame, or nothing, until the video plays.",
  deleteLabel: "Delete Poster",
  deleteQuestion: "Are you sure you want to delete the poster image?",
  pickerLabel: "Upload or replace the poster image (JPEG, PNG or WebP, max 10MB)",
  uploaded: "Poster image updated successfully.",
  deleted: "Poster image deleted successfully.",
  failure: ADMIN_FAILURES.poster,
};

export const POSTER_ACCEPT = "image/jpeg,image/png,image/webp";
