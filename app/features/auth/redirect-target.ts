/**
 * Where to go after signing in: the `redirectTo` query value when it is a path inside the
 * admin area (never another site: "//evil.example" or "/\evil" are refused), else the dashboard.
 */
export function redirectTarget(redirectTo: string | null): string {
  if (redirectTo?.startsWith("/admin") && !/[\\]|^\/\//.test(redirectTo)) return redirectTo;
  return "/admin/dashboard";
}
