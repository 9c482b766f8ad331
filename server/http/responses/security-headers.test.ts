import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { newNonce } from "./security-headers";

describe("security headers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: "https://ai.example.co.za" });
  });
  afterAll(() => server.close());

  it("are on every response, with HSTS when the site is served over HTTPS", async () => {
    for (const path of ["/healthz", "/api/solutions", "/api/nothing"]) {
      const { headers } = await apiClient(server).get(path);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      expect(headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    }
  });

  it("mark authenticated responses no-store", async () => {
    const { token } = await signIn(server, "admin");
    expect((await apiClient(server, token).get("/api/users")).headers.get("cache-control")).toBe("no-store");
    expect((await apiClient(server, token).get("/api/solutions")).headers.get("cache-control")).toBe(
      "no-store",
    );
  });
});

describe("newNonce", () => {
  it("gives 128 random bits, never the same value twice", () => {
    const nonces = Array.from({ length: 2_000 }, newNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
