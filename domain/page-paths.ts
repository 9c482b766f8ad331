import type { Register } from "react-router";

// The site's page addresses as a type, taken from app/routes.ts through the register React
// Router generates (`react-router typegen` writes .react-router/types). Every page path written
// in app/, domain/ and server/ says `satisfies PagePath`, so a misspelt or removed route fails
// `tsc`. React Router's `href()` checks the same, but it lives in the framework chunk every
// public page loads (decision 0090): this costs no byte, as the check is the compiler's.

type Pages = Register["pages"];
// The catch-all route is no page to link to.
type Route = Exclude<keyof Pages, "/*">;

/** A route with its `:params` as any text: `/solutions/:id` is `/solutions/${string}`. */
type Filled<R extends string> = R extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${Filled<Rest>}`
  : R extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : R;

type Address = Filled<Route>;

/** A page of the site, with or without a query or fragment: `/admin/contacts?status=new`. */
export type PagePath = Address | `${Address}${"?" | "#"}${string}`;
