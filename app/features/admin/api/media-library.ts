import type { AltInput, LibraryItem } from "#domain/media-library";
import type { Solution } from "#domain/solution";
import type { SiteSettings } from "#server/services/settings";
import { apiRequest } from "./http";

const itemPath = (id: string) => `/api/media/${encodeURIComponent(id)}`;

export const fetchLibrary = () => apiRequest<LibraryItem[]>("GET", "/api/media");
export const setMediaAlt = (id: string, alt: AltInput) => apiRequest<LibraryItem>("PATCH", itemPath(id), alt);
/** Refused (409, naming the uses) while a solution or the homepage video uses the file. */
export const deleteLibraryItem = (id: string) => apiRequest<unknown>("DELETE", itemPath(id));

export const pickSolutionMedia = (solutionId: string, mediaId: string) =>
  apiRequest<Solution>("PUT", `/api/solutions/${encodeURIComponent(solutionId)}/media/pick`, { mediaId });
export const pickHomepageVideo = (mediaId: string) =>
  apiRequest<SiteSettings>("PUT", "/api/settings/homepage-video/pick", { mediaId });
