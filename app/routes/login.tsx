import { redirect } from "react-router";
import { LoginPage } from "../features/auth/login-page";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/login";

// Someone already signed in has nothing to do here (SPEC §2).
export function loader({ context }: Route.LoaderArgs) {
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

export default function Login() {
  return <LoginPage />;
}
