import { createContext, type RouterContextProvider } from "react-router";
import type { PageContext } from "#server/site/pages";

// Route loaders and actions reach the domain services through the router context, so pages
// and the API share the process's one database (DESIGN: "exactly one database instance").
// The server puts the request's PageContext under this key (server/start.ts).

export type { PageContext };

export const pageContextKey = createContext<PageContext>();

/** The request's PageContext: services, configuration, the signed-in user, the CSP nonce… */
export function pageContextOf(context: Readonly<RouterContextProvider>): PageContext {
  return context.get(pageContextKey);
}
