import type { LibraryItem, UploadedItem } from "#domain/media-library";
import type { AltInput } from "#domain/media-library-schemas";
import type { Solution } from "#domain/solution";
import type { SiteSettings } from "#server/services/settings";
import { apiRequest } from "./http";
import { type UploadChoice, uploadFile } from "./upload";

const itemPath = (id: string) => `/api/media/${encodeURIComponent(id)}`;

export const fetchLibrary = () => apiRequest<LibraryItem[]>("GET", "/api/media");
/** The files with this content (the SHA-256 of a file about to be uploaded), oldest first. */
export const findInLibrary = (sha256: string) =>
  apiRequest<LibraryItem[]>("GET", `/api/media?sha256=${encodeURIComponent(sha256)}`);
/** Answers the stored file, or (alreadyInLibrary) the one the library had with the same content. */
export const uploadToLibrary = (file: File, choice: UploadChoice, onProgress: (percent: number) => void) =>
  uploadFile<UploadedItem>({ method: "POST", path: "/api/media", field: "file", file, choice, onProgress });
export const setMediaAlt = (id: string, alt: AltInput) => apiRequest<LibraryItem>("PATCH", itemPath(id), alt);
/** Refused (409, naming the uses) while a solution or the homepage video uses the file. */
export const deleteLibraryItem = (id: string) => apiRequest<unknown>("DELETE", itemPath(id));

export const pickSolutionMedia = (solutionId: string, mediaId: string) =>
  apiRequest<Solution>("PUT", `/api/solutions/${encodeURIComponent(solutionId)}/media/pick`, { mediaId });
export const pickHomepageVideo = (mediaId: string) =>
  apiRequest<SiteSettings>("PUT", "/api/settings/homepage-video/pick", { mediaId });
