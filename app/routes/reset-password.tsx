import { redirect } from "react-router";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/reset-password";

export function loader({ context }: Route.LoaderArgs) {
  if (context.user) throw redirect("/admin/dashboard");
  return null;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Reset Password",
    description: "Choose a new password for your AI Solutions account.",
    noindex: true,
  });
}

export default function ResetPassword({ params }: Route.ComponentProps) {
  return <ResetPasswordPage token={params.resetToken} />;
}
