import { describe, expectTypeOf, it } from "vitest";
import type { PagePath } from "./page-paths";

// What `tsc` checks: each @ts-expect-error line must fail the typecheck (an unused one fails it
// too), so these lines prove a wrong page path is caught. At run time they are plain strings.

describe("page paths", () => {
  it("are the routes of app/routes.ts, their params filled in, with a query or fragment", () => {
    expectTypeOf<"/">().toExtend<PagePath>();
    expectTypeOf<"/admin/contacts?status=new">().toExtend<PagePath>();
    expectTypeOf<"/admin/settings#webhook-deliveries">().toExtend<PagePath>();
    expectTypeOf<"/solutions/crm-setup">().toExtend<PagePath>();
    expectTypeOf<"/og/solutions/crm-setup/v1.png">().toExtend<PagePath>();
    expectTypeOf<"/solution">().not.toExtend<PagePath>();
  });

  it("fail the typecheck when no route declares them", () => {
    const id = "crm-setup";
    // @ts-expect-error: no such page
    void ("/solution" satisfies PagePath);
    // @ts-expect-error: no such page, whatever the query
    void (`/admin/contact?id=${id}` satisfies PagePath);
    // @ts-expect-error: a route with a param is no page without it
    void ("/reset-password" satisfies PagePath);
    // @ts-expect-error: nor is a path under a page that has none
    void (`/privacy/${id}` satisfies PagePath);
    // @ts-expect-error: the catch-all is no page to link to
    void ("/*" satisfies PagePath);
  });
});
