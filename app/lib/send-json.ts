// One way to talk to the API from forms: JSON in, JSON (if any) out, and a clear split
// between "the server said no" (http) and "we never reached it" (network).

export type SendResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; kind: "http"; status: number; body: unknown }
  | { ok: false; kind: "network" };

export async function sendJson(method: "POST" | "PUT", url: string, payload: unknown): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, kind: "network" };
  }
  // A body that does not parse (HTML error page, empty 204) reads as null.
  const body: unknown = await response.json().catch(() => null);
  return response.ok
    ? { ok: true, status: response.status, body }
    : { ok: false, kind: "http", status: response.status, body };
}

/** The first non-empty string among the given fields of a parsed error body. */
export function messageFrom(body: unknown, fields: readonly string[]): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}
