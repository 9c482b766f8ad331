import type { ServerProcess } from "../../bench/server-process";

// A server's RSS right after a burst of traffic is mostly garbage that V8 has not yet returned:
// on this machine it stayed ~100 MB up for 40 s and then fell below where it started, when V8's
// memory reducer ran. Measuring that moment tells nothing about leaks. A full collection, asked
// for through the inspector, leaves what the server still holds: its live heap, PGlite's memory
// and native buffers, which is where a leak shows.

/** The environment that opens a server's inspector on `port` (loopback only). */
export function inspectorEnv(port: number): Record<string, string> {
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect=127.0.0.1:${port}`.trim() };
}

/** Runs a full garbage collection in the server whose inspector listens on `port`. */
async function collectGarbage(port: number): Promise<void> {
  const targets: { webSocketDebuggerUrl: string }[] = await (
    await fetch(`http://127.0.0.1:${port}/json/list`)
  ).json();
  const target = targets[0];
  if (!target) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", () => reject(new Error("inspector connection failed")), {
        once: true,
      });
    });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("message", (event) => {
        const reply = JSON.parse(String(event.data));
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(`inspector: ${reply.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: "HeapProfiler.collectGarbage" }));
    });
  } finally {
    socket.close();
  }
}

/** The server's RSS in MB once a full collection has returned what it no longer uses. */
export async function settledRssMb(server: ServerProcess, inspectorPort: number): Promise<number> {
  await collectGarbage(inspectorPort);
  // V8 hands freed pages back to the system on a background thread, just after the collection.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return server.memory().rssMb;
}
