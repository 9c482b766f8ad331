import { redirect } from "react-router";
import { loginAction } from "../features/auth/login-action.server";
import { LoginPage } from "../features/auth/login-page";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/login";

// Someone already signed in has nothing to do here (SPEC §2).
export function loader({ context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  if (context.user) throw redirect("/admin/dashboard");
  return null;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Admin Login",
    description: "Sign in to the AI Solutions back-office.",
    noindex: true,
  });
}

// The sign-in and forgot-password forms posted without JavaScript; with it, they call the API.
export function action({ request, context: router }: Route.ActionArgs) {
  const context = pageContextOf(router);
  return loginAction(request, context);
}

// A refused post answers with Retry-After when it says when to try again.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Login({ actionData }: Route.ComponentProps) {
  return <LoginPage posted={actionData} />;
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
