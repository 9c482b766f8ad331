import http from "node:http";
import net from "node:net";

// Clients below the level of fetch, for tests that need control over what goes on the wire
// and when: half-sent requests, uploads sent in slices, a connection left idle on purpose.

export interface ClosedSocket {
  /** Milliseconds from connecting until the server closed the connection. */
  afterMs: number;
  /** Everything the server sent before closing, as latin1 text. */
  received: string;
}

/** A connection that has sent `opening` and waits, as a client that never finishes its request. */
export interface HeldRequest {
  /** Resolves once `opening` has been written. */
  sent: Promise<void>;
  /** Resolves when the server closes the connection. */
  closed: Promise<ClosedSocket>;
  isOpen(): boolean;
  write(text: string): void;
  /** Closes the connection from this side. */
  end(): void;
}

export function heldRequest(url: string, opening: string): HeldRequest {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const started = performance.now();
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  // A reset is one of the ways the server may cut us off; 'close' follows it.
  socket.on("error", () => {});
  const sent = new Promise<void>((resolve) =>
    socket.once("connect", () => socket.write(opening, () => resolve())),
  );
  const closed = new Promise<ClosedSocket>((resolve) =>
    socket.once("close", () => resolve({ afterMs: performance.now() - started, received })),
  );
  return {
    sent,
    closed,
    isOpen: () => !socket.destroyed,
    write: (text) => {
      if (socket.writable) socket.write(text);
    },
    end: () => socket.destroy(),
  };
}

/**
 * A client that sends `opening` and then one more byte every `everyMs`, never finishing its
 * request: a slow (or malicious) client holding a connection open. Resolves when the server
 * closes the connection.
 */
export function trickle(url: string, opening: string, everyMs = 1000): Promise<ClosedSocket> {
  const request = heldRequest(url, opening);
  const timer = setInterval(() => request.write("a"), everyMs);
  return request.closed.finally(() => clearInterval(timer));
}

/**
 * Tries to connect to `url` every 20 ms until the connection is refused; resolves with
 * performance.now() at that moment, or fails after `withinMs`.
 */
export async function refusedFrom(url: string, withinMs = 10_000): Promise<number> {
  const deadline = performance.now() + withinMs;
  const { hostname, port } = new URL(url);
  const attempt = () =>
    new Promise<string | undefined>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.once("connect", () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code));
    });
  while ((await attempt()) !== "ECONNREFUSED") {
    if (performance.now() > deadline) throw new Error(`${url} still accepts connections`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now();
}

export interface IdleConnection {
  /** Headers of the one response received on it. */
  headers: http.IncomingHttpHeaders;
  /** Resolves with performance.now() when the server closes the connection. */
  closed: Promise<number>;
}

/**
 * Makes one GET on a kept-alive connection and leaves the connection idle, as browsers and
 * proxies do between requests.
 */
export function idleKeepAliveConnection(url: string, path: string): Promise<IdleConnection> {
  // An agent of our own with no client-side timeout, so only the server can close it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}${path}`, { agent }, (response) => {
      response.resume();
      response.once("end", () => {
        const socket = request.socket;
        if (!socket) return reject(new Error("no socket"));
        socket.setTimeout(0);
        const closed = new Promise<number>((done) => socket.once("close", () => done(performance.now())));
        resolve({ headers: response.headers, closed });
      });
    });
    request.once("error", reject);
  });
}

export interface SlowUpload {
  /** Resolves once half of the body has been sent. */
  halfway: Promise<void>;
  response: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
}

/** Sends `body` in `slices` equal parts spread over `durationMs`, on a kept-alive connection. */
export function slowUpload(
  url: string,
  options: {
    method: string;
    headers: Record<string, string>;
    body: Buffer;
    slices: number;
    durationMs: number;
  },
): SlowUpload {
  const { body, slices, durationMs } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = http.request(url, {
    method: options.method,
    agent,
    headers: { ...options.headers, "content-length": String(body.length) },
  });
  const response = new Promise<Awaited<SlowUpload["response"]>>((resolve, reject) => {
    // `on`, not `once`: slices written after a failure report errors of their own.
    request.on("error", reject);
    request.once("response", (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => {
        text += chunk;
      });
      incoming.once("end", () => {
        agent.destroy();
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text });
      });
      incoming.once("error", reject);
    });
  });
  let markHalfway = () => {};
  const halfway = new Promise<void>((resolve) => {
    markHalfway = resolve;
  });
  void (async () => {
    const sliceSize = Math.ceil(body.length / slices);
    for (let index = 0; index < slices; index++) {
      if (index === Math.floor(slices / 2)) markHalfway();
      request.write(body.subarray(index * sliceSize, (index + 1) * sliceSize));
      await new Promise((resolve) => setTimeout(resolve, durationMs / slices));
    }
    request.end();
  })();
  return { halfway, response };
}

/** The bytes and Content-Type a browser sends for `form`. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}
