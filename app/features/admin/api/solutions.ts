import type { VersionSummary } from "#domain/content-version";
import type { AdminSolutionSummary, Solution, SolutionInput, TrashedSolution } from "#domain/solution";
import { apiRequest, apiVersioned } from "./http";
import { type UploadChoice, uploadFile } from "./upload";

const solutionPath = (id: string) => `/api/solutions/${encodeURIComponent(id)}`;

export const fetchSolutions = () => apiRequest<AdminSolutionSummary[]>("GET", "/api/solutions");
export const fetchSolution = (id: string) => apiVersioned<Solution>("GET", solutionPath(id));
export const createSolution = (solution: SolutionInput) =>
  apiRequest<Solution>("POST", "/api/solutions", solution);
/** Saves over `version`, the one the editor started from; VersionConflict when it is stale. */
export const updateSolution = (id: string, solution: SolutionInput, version: number) =>
  apiVersioned<Solution>("PUT", solutionPath(id), { body: solution, version });
export const fetchSolutionVersions = (id: string) =>
  apiRequest<VersionSummary[]>("GET", `${solutionPath(id)}/versions`);
export const restoreSolutionVersion = (id: string, restore: number, current: number) =>
  apiVersioned<Solution>("POST", `${solutionPath(id)}/versions/${restore}/restore`, { version: current });
/** A signed link to the page as it will look, for 7 days (drafts and scheduled ones too). */
export const previewSolution = (id: string) =>
  apiRequest<{ url: string; expiresAt: string }>("POST", `${solutionPath(id)}/preview`);
/** To the Trash, restorable for 30 days (issue 31). */
export const deleteSolution = (id: string) => apiRequest<unknown>("DELETE", solutionPath(id));
export const fetchTrashedSolutions = () => apiRequest<TrashedSolution[]>("GET", "/api/trash/solutions");
export const restoreTrashedSolution = (id: string) =>
  apiRequest<Solution>("POST", `/api/trash/solutions/${encodeURIComponent(id)}/restore`);

export const uploadSolutionMedia = (
  id: string,
  file: File,
  choice: UploadChoice,
  onProgress: (percent: number) => void,
) =>
  uploadFile<Solution>({
    method: "PUT",
    path: `${solutionPath(id)}/media`,
    field: "media",
    file,
    choice,
    onProgress,
  });
export const deleteSolutionMedia = (id: string) => apiRequest<unknown>("DELETE", `${solutionPath(id)}/media`);

const posterPath = (id: string) => `${solutionPath(id)}/media/poster`;
export const uploadSolutionPoster = (
  id: string,
  file: File,
  choice: UploadChoice,
  onProgress: (percent: number) => void,
) => uploadFile<Solution>({ method: "PUT", path: posterPath(id), field: "poster", file, choice, onProgress });
export const deleteSolutionPoster = (id: string) => apiRequest<unknown>("DELETE", posterPath(id));
