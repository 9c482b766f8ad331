import { resetPasswordAction } from "../features/auth/reset-password-action.server";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { DEAD_LINK } from "../features/auth/reset-status";
import { signedOutOnly } from "../features/auth/signed-out-only";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/reset-password";

// The link is checked (not used) as the page opens, so a dead one is said at once, not after
// the visitor typed a new password twice.
export async function loader(args: Route.LoaderArgs) {
  signedOutOnly(args);
  const context = pageContextOf(args.context);
  return { linkUsable: await context.services.auth.resetLinkUsable(args.params.resetToken) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Reset Password",
    description: "Choose a new password for your AI Solutions account.",
    noindex: true,
  });
}

// The form posted without JavaScript; with it, the form calls the API.
export function action({ request, context: router, params }: Route.ActionArgs) {
  const context = pageContextOf(router);
  return resetPasswordAction(request, context, params.resetToken);
}

// Refresh (on to /login after a reset) and Retry-After come from the action.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function ResetPassword({ params, loaderData, actionData }: Route.ComponentProps) {
  const posted = actionData ?? (loaderData.linkUsable ? undefined : DEAD_LINK);
  return <ResetPasswordPage token={params.resetToken} posted={posted} />;
}

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
