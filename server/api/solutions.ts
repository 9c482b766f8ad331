import { Hono } from "hono";
import type { Services } from "../services/container";
import { fail, ok } from "./respond";

export function solutionsRoutes(services: Services) {
  return new Hono()
    .get("/", async (c) => ok(c, await services.solutions.list()))
    .get("/:id", async (c) => {
      const solution = await services.solutions.get(c.req.param("id"));
      return solution ? ok(c, solution) : fail(c, 404, "Solution not found");
    });
}
