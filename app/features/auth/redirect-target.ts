import type { PagePath } from "#domain/page-paths";

// A path of the admin area in printable ASCII without the backslash (which browsers read as a
// slash). The addresses the admin guard sends here are percent-encoded, so no real one is
// refused; anything else (CR/LF, U+2028, other control or non-ASCII characters) cannot go in a
// Location header, and the sign-in's redirect would fail after its session was made.
const ADMIN_PATH = /^\/admin(?:[/?#][\x21-\x5b\x5d-\x7e]*)?$/;

/**
 * Where to go after signing in: the `redirectTo` query value when it is such a path, else the
 * dashboard. The form posted without JavaScript and the scripted forms all go through here.
 */
export function redirectTarget(redirectTo: string | null): string {
  if (redirectTo && ADMIN_PATH.test(redirectTo)) return redirectTo;
  return "/admin/dashboard" satisfies PagePath;
}
