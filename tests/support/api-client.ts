import type { TestServer } from "./server";

// biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field.
type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small JSON client for the API under test; `token` signs requests in with Bearer. */
export function apiClient(server: Pick<TestServer, "url">, token?: string) {
  async function call<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T } satisfies ApiResponse<T>;
  }
  return {
    get: <T = Json>(path: string, headers?: Record<string, string>) =>
      call<T>("GET", path, undefined, headers),
    post: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>("POST", path, body, headers),
    put: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>("PUT", path, body, headers),
    patch: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>("PATCH", path, body, headers),
    delete: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>("DELETE", path, body, headers),
  };
}

let counter = 0;

/** Creates an account with `role` directly in the database and signs it in through the API. */
export async function signIn(server: TestServer, role: "admin" | "user", overrides: { email?: string } = {}) {
  counter++;
  const email = overrides.email ?? `${role}${counter}-${Date.now()}@example.com`;
  const password = `password-${counter}`;
  const user = await server.services.users.create({ name: `${role} ${counter}`, email, password, role });
  const response = await apiClient(server).post("/api/auth/login", { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return { user, email, password, token: response.body.token as string };
}
