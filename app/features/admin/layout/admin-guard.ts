import { redirect } from "react-router";
import type { PagePath } from "#domain/page-paths";
import { noteAdminRefusal } from "../../../lib/sign-in/admin-refusal";
import { fetchCurrentUser, type SignedInUser } from "../api/session";

/** Where the login page should send the user back to after signing in. */
function loginRedirectPath(url: URL): string {
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}` satisfies PagePath;
}

/**
 * The admin route guard (SPEC §2 "Route guard", §4 "Auth"): any failure to read the profile
 * counts as signed out; a signed-in non-admin goes home, where the home page says why.
 */
export async function requireAdmin(url: URL): Promise<SignedInUser> {
  let user: SignedInUser;
  try {
    user = await fetchCurrentUser();
  } catch {
    throw redirect(loginRedirectPath(url));
  }
  if (user.role !== "admin") {
    noteAdminRefusal();
    throw redirect("/" satisfies PagePath);
  }
  return user;
}
