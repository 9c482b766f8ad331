import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";

// An attacker sends many guesses at once, hoping they all get checked before any failure is
// counted. Each attempt must take its place in the allowance before its password is checked.

const BURST = 200;
const LIMIT = 10;

/** Each answer's status and message, counted: e.g. { "401 Invalid email or password": 10 }. */
function tally(responses: ApiResponse[]) {
  const counts: Record<string, number> = {};
  for (const { status, body } of responses) {
    const key = `${status} ${body.error}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * At most `limit` guesses were checked; every other one was refused before hashing, with
 * Retry-After: 429 by the limiter, or 503 when more sign-ins are in flight than the process
 * takes at once (on PostgreSQL the limiter's queries run in parallel, so that cap can come first).
 */
function expectAtMostChecked(responses: ApiResponse[], limit: number) {
  const checked = responses.filter((r) => r.status === 401);
  expect(checked.length, JSON.stringify(tally(responses))).toBeLessThanOrEqual(limit);
  for (const response of checked) expect(response.body.error).toBe("Invalid email or password");
  const refused = responses.filter((r) => r.status !== 401);
  expect(refused.length).toBe(responses.length - checked.length);
  for (const response of refused) {
    expect([429, 503], JSON.stringify(response.body)).toContain(response.status);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.body).toEqual({
      success: false,
      error: expect.any(String),
      message: response.body.error,
    });
  }
}

describe("a burst of simultaneous wrong passwords", { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: "1" });
  });
  afterAll(() => server.close());

  const guess = (email: string, ip: string) =>
    apiClient(server).post("/api/auth/login", { email, password: "wrong-guess" }, { "x-forwarded-for": ip });

  it(`for one account from one address: at most ${LIMIT} are checked, the rest get 429`, async () => {
    const { email, password } = await signIn(server, "admin");
    const responses = await Promise.all(Array.from({ length: BURST }, () => guess(email, "198.51.100.1")));
    expectAtMostChecked(responses, LIMIT);
    // The account is now locked, even with its right password.
    const after = await apiClient(server).post(
      "/api/auth/login",
      { email, password },
      { "x-forwarded-for": "198.51.100.2" },
    );
    expect(after.status).toBe(429);
  });

  it(`for one account from ${BURST} addresses: still at most ${LIMIT} are checked`, async () => {
    const { email } = await signIn(server, "admin");
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => guess(email, `203.0.113.${i}`)),
    );
    expectAtMostChecked(responses, LIMIT);
  });

  it(`for ${BURST} accounts from one address: at most the address's ${LIMIT * 5} are checked`, async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => guess(`nobody${i}@example.com`, "198.51.100.9")),
    );
    expectAtMostChecked(responses, LIMIT * 5);
  });

  it("a success in between still signs in and gives back the address's attempt", async () => {
    const { email, password } = await signIn(server, "user");
    const from = { "x-forwarded-for": "198.51.100.20" };
    for (let i = 0; i < LIMIT * 5; i++) {
      const response = await apiClient(server).post("/api/auth/login", { email, password }, from);
      expect(response.status).toBe(200);
    }
  });
});

// With the allowance out of the way (0: unlimited), what is left to protect the site is the
// hashing queue and the cap on one address's attempts at once (decision 0016).
describe("a burst the allowance does not stop", { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: "0", TRUST_PROXY: "1" });
  });
  afterAll(() => server.close());

  const guesses = (ipOf: (i: number) => string) =>
    Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        apiClient(server).post(
          "/api/auth/login",
          { email: `someone${i}@example.com`, password: "wrong-guess" },
          { "x-forwarded-for": ipOf(i) },
        ),
      ),
    );

  it("from one address: two at a time are checked, the others are refused at once with 429", async () => {
    const responses = await guesses(() => "198.51.100.50");
    const counts = tally(responses);
    const atOnce =
      "429 Too many sign-in attempts at once from your connection. Please wait a moment and try again.";
    expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual([
      "401 Invalid email or password",
      atOnce,
    ]);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(response.headers.get("retry-after")).toBe("1");
    }
  });

  it("from many addresses: a long hashing queue answers 503 with Retry-After, never a 500", async () => {
    const responses = await guesses((i) => `203.0.113.${i}`);
    const counts = tally(responses);
    const busy = "503 The server is busy checking other passwords. Please try again in a few seconds.";
    expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual([
      "401 Invalid email or password",
      busy,
    ]);
    for (const response of responses.filter((r) => r.status === 503)) {
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.body).toEqual({
        success: false,
        error: response.body.error,
        message: response.body.error,
      });
    }
    // The queue empties: the next sign-in is checked as usual.
    const after = await apiClient(server).post("/api/auth/login", {
      email: "late@example.com",
      password: "x",
    });
    expect(after.status).toBe(401);
  });
});
