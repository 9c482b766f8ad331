import { Hono } from "hono";
import { companyDetailsSchema } from "#domain/company-details-schema";
import { requireAdmin } from "../http/authenticate";
import { found } from "../http/http-error";
import type { JsonCache } from "../http/public-cache/json-cache";
import { HOMEPAGE_VIDEO_TYPES, POSTER_IMAGE_TYPES } from "../media/sniff";
import type { Services } from "../services/container";
import { enquirySettingsSchema } from "../services/settings";
import type { ApiEnv } from "./env";
import { POSTER_NAMES, readMediaUpload } from "./media-upload";
import { ok, okAt } from "./respond";
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
        const options = saveOptions(c);
        const saved = await services.settings.setEnquiries(body, options);
        return okAt(c, saved, saved.settings);
      })
      .get("/versions", requireAdmin, async (c) => ok(c, await services.settings.versions()))
      .post("/versions/:version/restore", requireAdmin, async (c) => {
        const version = versionParam(c);
        const options = saveOptions(c);
        const restored = found(await services.settings.restore(version, options), VERSION_NOT_FOUND);
        return okAt(c, restored, restored.settings);
      })
      // Public pages render the details from the database; the API is for the settings screen.
      .get("/company", requireAdmin, async (c) => ok(c, await services.settings.companyDetails()))
      .put("/company", requireAdmin, async (c) => {
        const body = await readJson(c, companyDetailsSchema);
        return ok(c, await services.settings.setCompanyDetails(body));
      })
      .put("/homepage-video", requireAdmin, async (c) => {
        const upload = await readMediaUpload(c, "video", HOMEPAGE_VIDEO_TYPES, "MP4 and WebM");
        return ok(c, await services.settings.setHomepageVideo(upload));
      })
      .delete("/homepage-video", requireAdmin, async (c) => {
        await services.settings.removeHomepageVideo();
        return ok(c, {});
      })
      .put("/homepage-video/poster", requireAdmin, async (c) => {
        const upload = await readMediaUpload(c, "poster", POSTER_IMAGE_TYPES, POSTER_NAMES);
        return ok(c, await services.settings.setHomepageVideoPoster(upload));
      })
      .delete("/homepage-video/poster", requireAdmin, async (c) => {
        await services.settings.removeHomepageVideoPoster();
        return ok(c, {});
      })
  );
}
