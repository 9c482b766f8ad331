import type { SolutionInput } from "#domain/content/solution";
import { call, callVersioned } from "./http";
import { type UploadChoice, uploadTo } from "./upload";

const at = (id: string) => ({ params: { id } });

export const fetchSolutions = () => call("GET /api/solutions");
export const fetchSolution = (id: string) => callVersioned("GET /api/solutions/:id", undefined, at(id));
export const createSolution = (solution: SolutionInput) => call("POST /api/solutions", { body: solution });
/** Saves over `version`, the one the editor started from; VersionConflict when it is stale. */
export const updateSolution = (id: string, solution: SolutionInput, version: number) =>
  callVersioned("PUT /api/solutions/:id", version, { ...at(id), body: solution });
export const fetchSolutionVersions = (id: string) => call("GET /api/solutions/:id/versions", at(id));
export const restoreSolutionVersion = (id: string, restore: number, current: number) =>
  callVersioned("POST /api/solutions/:id/versions/:version/restore", current, {
    params: { id, version: restore },
  });
/** A signed link to the page as it will look, for 7 days (drafts and scheduled ones too). */
export const previewSolution = (id: string) => call("POST /api/solutions/:id/preview", at(id));
/** To the Trash, restorable for 30 days (issue 31). */
export const deleteSolution = (id: string) => call("DELETE /api/solutions/:id", at(id));
export const fetchTrashedSolutions = () => call("GET /api/trash/solutions");
export const restoreTrashedSolution = (id: string) => call("POST /api/trash/solutions/:id/restore", at(id));

export const uploadSolutionMedia = (
  id: string,
  file: File,
  choice: UploadChoice,
  onProgress: (percent: number) => void,
) => uploadTo("PUT /api/solutions/:id/media", { field: "media", file, choice, onProgress }, at(id));
export const deleteSolutionMedia = (id: string) => call("DELETE /api/solutions/:id/media", at(id));

export const uploadSolutionPoster = (
  id: string,
  file: File,
  choice: UploadChoice,
  onProgress: (percent: number) => void,
) => uploadTo("PUT /api/solutions/:id/media/poster", { field: "poster", file, choice, onProgress }, at(id));
export const deleteSolutionPoster = (id: string) => call("DELETE /api/solutions/:id/media/poster", at(id));
