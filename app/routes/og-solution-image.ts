import { pictureResponse, solutionPicture } from "../features/seo/og-image.server";
import { readOrUnavailable } from "../features/unavailable/read-or-unavailable.server";
import type { Route } from "./+types/og-solution-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  const solution = await readOrUnavailable(context.services.solutions.get(params.id), null);
  return pictureResponse(solution && solutionPicture(solution), params.file);
}
