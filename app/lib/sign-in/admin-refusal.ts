// A signed-in account without the admin role that asks for the admin area is sent home (SPEC
// §2 route guard), and is told why once there. The word travels in this tab's session storage,
// never in the URL or the server's HTML, so the home page anonymous visitors share from the
// page cache never carries it, and a reload or a shared link does not say it again.

const KEY = "admin-refused";

export const ADMIN_REFUSAL_TEXT = "This account has no access to the admin area";

/** Notes, before the guard sends the user home, that the admin area was refused. */
export function noteAdminRefusal(): void {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage may be off (private modes); the user is still sent home, only without the word.
  }
}

/** Whether the admin area was refused since the last call: true once per refusal. */
export function takeAdminRefusal(): boolean {
  try {
    const refused = sessionStorage.getItem(KEY) !== null;
    sessionStorage.removeItem(KEY);
    return refused;
  } catch {
    return false;
  }
}
