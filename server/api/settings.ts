import { Hono } from "hono";
import { companyDetailsSchema } from "../../domain/company-details-schema";
import { requireAdmin } from "../auth/middleware";
import type { JsonCache } from "../http/json-cache";
import { HOMEPAGE_VIDEO_TYPES, POSTER_IMAGE_TYPES } from "../media/sniff";
import type { Services } from "../services/container";
import { enquirySettingsSchema } from "../services/settings";
import type { ApiEnv } from "./env";
import { POSTER_NAMES, readMediaUpload } from "./media-upload";
import { fail, ok, okAt } from "./respond";
import { readJson } from "./validate";
import { saveOptions, VERSION_NOT_FOUND, versionParam } from "./versioning";

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
      .get("/enquiries", requireAdmin, async (c) => {
        const stored = await services.settings.enquiries();
        return okAt(c, stored, stored.settings);
      })
      .put("/enquiries", requireAdmin, async (c) => {
        const body = await readJson(c, enquirySettingsSchema);
        if (!body.ok) return body.response;
        const options = saveOptions(c);
        if (!options.ok) return options.response;
        const saved = await services.settings.setEnquiries(body.data, options.value);
        return okAt(c, saved, saved.settings);
      })
      .get("/versions", requireAdmin, async (c) => ok(c, await services.settings.versions()))
      .post("/versions/:version/restore", requireAdmin, async (c) => {
        const version = versionParam(c);
        if (!version.ok) return version.response;
        const options = saveOptions(c);
        if (!options.ok) return options.response;
        const restored = await services.settings.restore(version.value, options.value);
        return restored ? okAt(c, restored, restored.settings) : fail(c, 404, VERSION_NOT_FOUND);
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
