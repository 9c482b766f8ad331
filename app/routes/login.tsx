import { loginAction } from "../features/auth/login-action.server";
import { LoginPage } from "../features/auth/login-page";
import { signedOutOnly } from "../features/auth/signed-out-only";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/login";

export const loader = signedOutOnly;

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
