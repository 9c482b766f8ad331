import { type RouterContextProvider, redirect } from "react-router";
import type { PagePath } from "#domain/page-paths";
import { pageContextOf } from "../../lib/page-context";

/** The loader of a page for the signed-out: someone already signed in has nothing to do there (SPEC §2). */
export function signedOutOnly({ context }: { context: Readonly<RouterContextProvider> }) {
  if (pageContextOf(context).user) throw redirect("/admin/dashboard" satisfies PagePath);
  return null;
}
