import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { listen, type NodeListener } from "./node-server";

const limits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 300_000,
  bodyTimeoutMs: 30_000,
  bodiesPerClient: 20,
  trustedProxies: 0,
};

/** A listener that answers each request only when the test says so. */
function heldListener() {
  const held: Array<() => void> = [];
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const listener: NodeListener = (_req, res) => {
    held.push(() => res.end("done"));
    arrived();
  };
  return {
    listener,
    arrival,
    releaseAll: () => {
      for (const release of held) release();
    },
  };
}

function get(port: number) {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
      })
      .on("error", reject);
  });
}

/** A connection that sends half a request and then nothing; resolves when the server closes it. */
function halfSentRequest(port: number) {
  const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
  socket.on("error", () => {});
  return new Promise<void>((resolve) => socket.once("close", () => resolve()));
}

describe("closing the HTTP server", () => {
  it("drops connections without a request at once and lets requests in flight finish", async () => {
    const { listener, arrival, releaseAll } = heldListener();
    const running = await listen(listener, 0, "127.0.0.1", limits);
    const accepted = new Promise((resolve) => running.server.once("connection", resolve));
    const halfSent = halfSentRequest(running.port);
    await accepted;
    const inFlight = get(running.port);
    await arrival;

    const closed = running.close(10_000);
    await halfSent;
    releaseAll();

    expect(await inFlight).toEqual({ status: 200, connection: "close", body: "done" });
    expect(await closed).toEqual({ forced: false });
  });

  it("ends a connection whose response had promised keep-alive as soon as that response is done", async () => {
    let finish = () => {};
    const running = await listen(
      (_req, res) => {
        res.writeHead(200, { "content-length": "4" });
        res.write("do");
        finish = () => res.end("ne");
      },
      0,
      "127.0.0.1",
      limits,
    );
    const inFlight = get(running.port);
    await new Promise((resolve) => running.server.once("request", resolve));

    // A grace period shorter than the 5 s keep-alive timeout, which would otherwise close it.
    const closed = running.close(3_000);
    finish();

    expect(await inFlight).toEqual({ status: 200, connection: "keep-alive", body: "done" });
    expect(await closed).toEqual({ forced: false });
  });

  it("cuts requests still running when the grace period ends", async () => {
    const { listener, arrival } = heldListener();
    const running = await listen(listener, 0, "127.0.0.1", limits);
    const inFlight = get(running.port);
    await arrival;

    const started = performance.now();
    expect(await running.close(300)).toEqual({ forced: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
