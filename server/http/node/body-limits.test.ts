import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heldRequest } from "../../../tests/reliability/raw-http";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { listen } from "./node-server";

// Issue 52: one client held 2,000 enquiry bodies trickling in, each a connection and its
// buffers, for up to 5 minutes. A client address may now be sending only so many bodies at once,
// and a body that is not an upload must arrive within BODY_TIMEOUT_MS. Addresses come from
// X-Forwarded-For (TRUST_PROXY=1), as behind the reverse proxy of a production install.

const BODIES_PER_CLIENT = 5;
const BODY_TIMEOUT_MS = 2_000;
// The body deadline is a timer of its own; the rest is room for a busy machine.
const SLACK_MS = 3_000;

const enquiry = JSON.stringify({ name: "Naledi", email: "naledi@example.co.za", message: "Hello" });

/** A request whose body never finishes: it sends the first of 1,000 bytes and waits. */
const slowBody = (url: string, from: string, headers: string) =>
  heldRequest(
    url,
    `POST /api/enquiries HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${from}\r\n${headers}Content-Length: 1000\r\n\r\n{`,
  );

describe("request bodies from one client", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ENQUIRY_RATE_LIMIT: "0",
      TRUST_PROXY: "1",
      BODIES_PER_CLIENT: String(BODIES_PER_CLIENT),
      BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    });
  });
  afterAll(() => server.close());

  const post = (from: string) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: enquiry,
    });

  it("refuses a client's bodies beyond its allowance at once, cuts slow ones off, and spares other clients", async () => {
    const slow = Array.from({ length: BODIES_PER_CLIENT }, () =>
      slowBody(server.url, "198.51.100.1", "Content-Type: application/json\r\n"),
    );
    await Promise.all(slow.map((body) => body.sent));
    // The server has read their headers once it answers a request sent after them.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const started = performance.now();
    const refused = await post("198.51.100.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(BODY_TIMEOUT_MS / 1000));
    expect(await refused.json()).toMatchObject({
      success: false,
      message: "Too many unfinished requests from your connection. Please try again in 1 minute.",
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await post("198.51.100.2")).status).toBe(201);
    expect(slow.every((body) => body.isOpen())).toBe(true);

    const closed = await Promise.all(slow.map((body) => body.closed));
    for (const body of closed) {
      expect(body.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(body.afterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
      expect(body.afterMs).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
    }
    expect((await post("198.51.100.1")).status).toBe(201);
  });

  it("frees a client's allowance as soon as its bodies have arrived", async () => {
    const answers = await Promise.all(
      Array.from({ length: BODIES_PER_CLIENT * 4 }, () => post("198.51.100.3")),
    );
    expect(answers.map((answer) => answer.status)).not.toContain(500);
    // Sequential requests never hold more than one body at once.
    for (let sent = 0; sent < BODIES_PER_CLIENT * 2; sent++)
      expect((await post("198.51.100.4")).status).toBe(201);
  });
});

describe("an upload's body", () => {
  it("may take REQUEST_TIMEOUT_MS, where any other body is cut off at BODY_TIMEOUT_MS", async () => {
    // A handler that reads nothing and never answers, as one waiting for a large file's end.
    const running = await listen(() => {}, 0, "127.0.0.1", {
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 300_000,
      bodyTimeoutMs: BODY_TIMEOUT_MS,
      bodiesPerClient: BODIES_PER_CLIENT,
      trustedProxies: 0,
    });
    const url = `http://127.0.0.1:${running.port}`;
    try {
      const upload = slowBody(url, "-", "Content-Type: multipart/form-data; boundary=x\r\n");
      const form = slowBody(url, "-", "Content-Type: application/x-www-form-urlencoded\r\n");
      const cut = await form.closed;
      expect(cut.received).toMatch(/^HTTP\/1\.1 408 /);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(upload.isOpen()).toBe(true);
      upload.end();
    } finally {
      await running.close(0);
    }
  });
});
