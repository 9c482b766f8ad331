import { pictureResponse, solutionPicture } from "../features/seo/og-image.server";
import { readOrUnavailable } from "../lib/loaders/read-or-unavailable.server";
import { pageContextOf } from "../lib/page-context";
import type { Route } from "./+types/og-solution-image";

export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  const solution = await readOrUnavailable(context.services.solutions.get(params.id), null);
  return pictureResponse(solution && solutionPicture(solution), params.file);
}
