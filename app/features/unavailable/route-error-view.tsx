import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import type { PagePath } from "#domain/page-paths";

/** The answer of a page whose database is out of reach for a moment (decision 0019). */
export const isUnavailable = (error: unknown) => isRouteErrorResponse(error) && error.status === 503;

/** A link that worked once and no longer does (an old preview link): a title and what to do. */
export const isGone = (error: unknown): error is { data: { title: string; message: string } } =>
  isRouteErrorResponse(error) && error.status === 410;

/**
 * A public route's error view (every public route's ErrorBoundary), inside the site layout:
 * header and footer stay. A 503 means the database is out of reach for a moment. Either way the
 * visitor may try the same address again: without JavaScript the link loads it afresh; with it,
 * it asks for the page's data only, keeping the scroll position and whatever else the page
 * holds, which on a patchy connection is far cheaper than the whole document.
 */
export function RouteErrorView() {
  // Read from the router, not from props: routes export this component as their
  // ErrorBoundary directly, and React Router passes such a re-export no props.
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const unavailable = isUnavailable(error);
  if (isGone(error)) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{error.data.title}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">{error.data.message}</p>
        <p className="mt-8">
          <Link to={"/solutions" satisfies PagePath} className="underline">
            All solutions
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">
        {unavailable ? "Temporarily unavailable" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {unavailable
          ? "This page could not be loaded just now. Please try again in a few seconds."
          : "Please try again, or go back to the home page."}
      </p>
      <p className="mt-8 flex justify-center gap-6">
        <Link
          replace
          preventScrollReset
          to={pathname + search}
          className="font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          Try again
        </Link>
        <Link to={"/" satisfies PagePath} className="underline">
          Home page
        </Link>
      </p>
    </main>
  );
}
