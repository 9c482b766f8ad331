import type { Solution, SolutionInput, SolutionSummary } from "../../../../domain/solution";
import { apiRequest } from "./http";
import { uploadFile } from "./upload";

const solutionPath = (id: string) => `/api/solutions/${encodeURIComponent(id)}`;

export const fetchSolutions = () => apiRequest<SolutionSummary[]>("GET", "/api/solutions");
export const fetchSolution = (id: string) => apiRequest<Solution>("GET", solutionPath(id));
export const createSolution = (solution: SolutionInput) =>
  apiRequest<Solution>("POST", "/api/solutions", solution);
export const updateSolution = (id: string, solution: SolutionInput) =>
  apiRequest<Solution>("PUT", solutionPath(id), solution);
export const deleteSolution = (id: string) => apiRequest<unknown>("DELETE", solutionPath(id));

export const uploadSolutionMedia = (id: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile<Solution>({
    method: "PUT",
    path: `${solutionPath(id)}/media`,
    field: "media",
    file,
    onProgress,
  });
export const deleteSolutionMedia = (id: string) => apiRequest<unknown>("DELETE", `${solutionPath(id)}/media`);

const posterPath = (id: string) => `${solutionPath(id)}/media/poster`;
export const uploadSolutionPoster = (id: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile<Solution>({ method: "PUT", path: posterPath(id), field: "poster", file, onProgress });
export const deleteSolutionPoster = (id: string) => apiRequest<unknown>("DELETE", posterPath(id));
