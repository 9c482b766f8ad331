import { Hono } from "hono";
import type { Services } from "../services/container";
import { fail } from "./respond";
import { solutionsRoutes } from "./solutions";

export function createApiRouter(services: Services) {
  const api = new Hono();
  api.route("/solutions", solutionsRoutes(services));
  api.notFound((c) => fail(c, 404, "Not found"));
  api.onError((error, c) => {
    console.error(error);
    return fail(c, 500, "Internal server error");
  });
  return api;
}
