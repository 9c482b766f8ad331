import { Hono } from "hono";
import type { Services } from "../services/container";
import { fail } from "./respond";
import { solutionsRoutes } from "./solutions";

export function createApiRouter(services: Services) {
  const api = new Hono();
  api.route("/solutions", solutionsRoutes(services));
  // A sub-app's notFound handler is not consulted once it is mounted, so a catch-all route
  // keeps unknown API paths answering in the API's JSON shape.
  api.all("*", (c) => fail(c, 404, "Not found"));
  return api;
}
