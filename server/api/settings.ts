import { Hono } from "hono";
import type { JsonCache } from "../http/json-cache";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";

export function settingsRoutes(services: Services, cache: JsonCache) {
  return new Hono<ApiEnv>().get("/", async (c) => {
    const response = await cache.respond(c, "settings", async () => ({
      success: true,
      data: await services.settings.get(),
    }));
    return response as Response;
  });
}
