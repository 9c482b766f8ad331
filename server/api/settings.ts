import { Hono } from "hono";
import { requireAdmin } from "../auth/middleware";
import type { JsonCache } from "../http/json-cache";
import { HOMEPAGE_VIDEO_TYPES } from "../media/sniff";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { readMediaUpload } from "./media-upload";
import { ok } from "./respond";

export function settingsRoutes(services: Services, cache: JsonCache) {
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const response = await cache.respond(c, async () => ({
        success: true,
        data: await services.settings.get(),
      }));
      return response as Response;
    })
    .put("/homepage-video", requireAdmin, async (c) => {
      const upload = await readMediaUpload(c, "video", HOMEPAGE_VIDEO_TYPES, "MP4 and WebM");
      if (!upload.ok) return upload.response;
      return ok(c, await services.settings.setHomepageVideo(upload.file));
    })
    .delete("/homepage-video", requireAdmin, async (c) => {
      await services.settings.removeHomepageVideo();
      return ok(c, {});
    });
}
