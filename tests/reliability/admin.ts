import { DEFAULT_ADMIN_EMAIL } from "#server/services/accounts/bootstrap-admin";
import type { DataStore } from "./support";

/**
 * Signs in as the administrator the server created on first start (ADMIN_PASSWORD from the
 * store, the default email), as a client would, and returns the Bearer header for admin calls.
 */
export async function adminHeaders(url: string, store: DataStore): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: store.env.ADMIN_PASSWORD }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.token}` };
}
