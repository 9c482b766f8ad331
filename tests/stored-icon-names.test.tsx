import { ChartBarIcon } from "@heroicons/react/24/outline";
import { sql } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SolutionDetailPage } from "#app/features/solution-detail/solution-detail-page.tsx";
import { solutionInputSchema } from "#domain/content/solution";
import type { DatabaseHandle } from "#server/db/client";
import { createTestDatabase } from "./support/database";
import { testSolutionService } from "./support/solution-service";

// Icon names (and node types) stored before the API checked them against their lists: names an
// object has through its prototype must draw the fallback, not break the public page.

const ODD_NAMES = ["constructor", "__proto__", "valueOf", "toString", "hasOwnProperty", "NoSuchIcon"];

describe("a solution page with icon names from before they were checked", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each(ODD_NAMES)("renders with icon, step icon and node type %s, showing the fallbacks", async (name) => {
    const solutions = testSolutionService(database.db);
    const id = `odd-icon-${name.replace(/[^a-z]/gi, "").toLowerCase()}`;
    const steps = [{ title: "Plan the rollout", iconName: "CogIcon" }];
    await solutions.create(
      solutionInputSchema.parse({
        id,
        title: "Odd icon",
        features: [{ title: "Feature" }],
        pricing: { upfront: "R1" },
        implementationSteps: steps,
      }),
    );
    // Written as an older version of the site could have stored them.
    const stepsJson = JSON.stringify([{ id: 1, title: "Plan the rollout", description: "", iconName: name }]);
    const animationJson = JSON.stringify({
      nodes: [{ id: "n1", label: "Receipts in", type: name, x: 100, y: 100 }],
      edges: [],
    });
    await database.db.execute(
      sql`update solutions set icon = ${name}, implementation_steps = ${stepsJson}::jsonb,
          animation = ${animationJson}::jsonb where id = ${id}`,
    );
    const stored = await solutions.get(id);
    expect(stored?.icon).toBe(name);

    // A data router, as the site has: the page reads the company's details from the root's data.
    const routes = [
      {
        id: "root",
        path: "/",
        element: (
          <SolutionDetailPage solution={stored} prices={{ upfront: "R1", card: "From R1" }} jsonLd={{}} />
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://site.test/"));
    if (context instanceof Response) throw new Error("the page answered a redirect");
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    expect(html).toContain("Odd icon");
    expect(html).toContain("Plan the rollout");
    // The fallback, at the step's size and at the heading's.
    for (const className of ["h-5 w-5", "h-8 w-8"]) {
      expect(html).toContain(renderToString(<ChartBarIcon aria-hidden="true" className={className} />));
    }
    expect(html).toContain("Receipts in");
    expect(html).toMatch(/<circle [^>]*class="fill-indigo-600"/);
  });
});
