import type { AltInput } from "#domain/content/media-library-schemas";
import { call } from "./http";
import { type UploadChoice, uploadTo } from "./upload";

// The media library (decision 0058-media-library).

export const fetchLibrary = () => call("GET /api/media");
/** The files with this content (the SHA-256 of a file about to be uploaded), oldest first. */
export const findInLibrary = (sha256: string) => call("GET /api/media", { query: { sha256 } });
/** Answers the stored file, or (alreadyInLibrary) the one the library had with the same content. */
export const uploadToLibrary = (file: File, choice: UploadChoice, onProgress: (percent: number) => void) =>
  uploadTo("POST /api/media", { field: "file", file, choice, onProgress });
export const setMediaAlt = (id: string, alt: AltInput) =>
  call("PATCH /api/media/:id", { params: { id }, body: alt });
/** Refused (409, naming the uses) while a solution or the homepage video uses the file. */
export const deleteLibraryItem = (id: string) => call("DELETE /api/media/:id", { params: { id } });

export const pickSolutionMedia = (solutionId: string, mediaId: string) =>
  call("PUT /api/solutions/:id/media/pick", { params: { id: solutionId }, body: { mediaId } });
export const pickHomepageVideo = (mediaId: string) =>
  call("PUT /api/settings/homepage-video/pick", { body: { mediaId } });
