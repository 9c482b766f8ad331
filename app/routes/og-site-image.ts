import { pictureResponse, sitePicture } from "../features/seo/og-image.server";
import type { Route } from "./+types/og-site-image";

export function loader({ params }: Route.LoaderArgs) {
  return pictureResponse(sitePicture(), params.file);
}
