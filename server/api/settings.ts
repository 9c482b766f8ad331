import { Hono } from "hono";
import { z } from "zod";
import { companyDetailsSchema } from "../../domain/company-details-schema";
import { requireAdmin } from "../auth/middleware";
import type { JsonCache } from "../http/json-cache";
import { HOMEPAGE_VIDEO_TYPES, POSTER_IMAGE_TYPES } from "../media/sniff";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { POSTER_NAMES, readMediaUpload } from "./media-upload";
import { ok } from "./respond";
import { readJson } from "./validate";

export const enquirySettingsSchema = z.object({
  acknowledgeEnquiries: z.boolean({ error: "acknowledgeEnquiries must be true or false" }),
});

export function settingsRoutes(services: Services, cache: JsonCache) {
  return (
    new Hono<ApiEnv>()
      .get("/", async (c) => {
        const response = await cache.respond(c, async () => ({
          success: true,
          data: await services.settings.get(),
        }));
        return response as Response;
      })
      // Admin settings beyond SPEC §7; never cached, unlike the public settings above.
      .get("/enquiries", requireAdmin, async (c) => ok(c, await services.settings.enquiries()))
      .put("/enquiries", requireAdmin, async (c) => {
        const body = await readJson(c, enquirySettingsSchema);
        if (!body.ok) return body.response;
        return ok(c, await services.settings.setEnquiries(body.data));
      })
      // Public pages render the details from the database; the API is for the settings screen.
      .get("/company", requireAdmin, async (c) => ok(c, await services.settings.companyDetails()))
      .put("/company", requireAdmin, async (c) => {
        const body = await readJson(c, companyDetailsSchema);
        if (!body.ok) return body.response;
        return ok(c, await services.settings.setCompanyDetails(body.data));
      })
      .put("/homepage-video", requireAdmin, async (c) => {
        const upload = await readMediaUpload(c, "video", HOMEPAGE_VIDEO_TYPES, "MP4 and WebM");
        if (!upload.ok) return upload.response;
        return ok(c, await services.settings.setHomepageVideo(upload.file));
      })
      .delete("/homepage-video", requireAdmin, async (c) => {
        await services.settings.removeHomepageVideo();
        return ok(c, {});
      })
      .put("/homepage-video/poster", requireAdmin, async (c) => {
        const upload = await readMediaUpload(c, "poster", POSTER_IMAGE_TYPES, POSTER_NAMES);
        if (!upload.ok) return upload.response;
        return ok(c, await services.settings.setHomepageVideoPoster(upload.file));
      })
      .delete("/homepage-video/poster", requireAdmin, async (c) => {
        await services.settings.removeHomepageVideoPoster();
        return ok(c, {});
      })
  );
}
