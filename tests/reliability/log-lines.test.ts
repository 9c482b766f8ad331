import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_EMAIL } from "#server/services/accounts/bootstrap-admin";
import type { ServerProcess } from "../../bench/server-process";
import { adminHeaders } from "./admin";
import { createDataStore, type DataStore, startSite } from "./support";

// The production log is read by machines: every line is one JSON object, and an error line
// means something of ours failed. A client's mistake or a client that gave up is neither.

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  status?: number;
  security?: string;
  outcome?: string;
  userId?: string;
  ip?: string;
}

describe("the production log", () => {
  let store: DataStore;
  let site: ServerProcess;
  /** Where the lines written after start-up begin (the first start prints its sign-in as text). */
  let afterStart: number;

  beforeAll(async () => {
    store = await createDataStore("pglite");
    site = await startSite(store, { LOG_LEVEL: "info" }, { captureStderr: true });
    afterStart = site.stdout().length;
  });
  afterAll(async () => {
    await site?.stop();
    await store?.remove();
  });

  /** The lines written since start-up, once `found` is among them (lines are written each second). */
  async function linesUntil(found: (line: LogLine) => boolean): Promise<string[]> {
    for (;;) {
      const lines = site.stdout().slice(afterStart).split("\n").filter(Boolean);
      if (lines.some((line) => line.startsWith("{") && found(JSON.parse(line)))) return lines;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("has a JSON request line, and no error, for a form posted to a page that takes none", async () => {
    const response = await fetch(`${site.url}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
      body: "name=x",
    });
    expect(response.status).toBe(405);
    const lines = await linesUntil((line) => line.path === "/" && line.status === 405);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.level >= 50)).toEqual([]);
    // React Router's own handler wrote there, in plain text.
    expect(site.stderr()).toBe("");
  });

  it("logs a sign-in through the form posted without JavaScript as a security event", async () => {
    const signIn = (password: string) =>
      fetch(`${site.url}/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
        body: new URLSearchParams({ email: DEFAULT_ADMIN_EMAIL, password }).toString(),
        redirect: "manual",
      });
    expect((await signIn("not-the-password")).status).toBe(401);
    expect((await signIn(store.env.ADMIN_PASSWORD as string)).status).toBe(302);
    const events = (await linesUntil((line) => line.security === "sign-in" && line.outcome === "ok"))
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.security === "sign-in");
    expect(events).toMatchObject([
      { outcome: "refused", ip: "127.0.0.1", userId: events[1]?.userId },
      { outcome: "ok", ip: "127.0.0.1" },
    ]);
    expect(events[1]?.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(site.stdout()).not.toContain("not-the-password");
  });

  it("logs an upload its client gave up as 499 at info level, not as a database outage", async () => {
    const headers = await adminHeaders(site.url, store);
    const [solution] = (await (await fetch(`${site.url}/api/solutions`)).json()).data;
    const path = `/api/solutions/${solution.id}/media`;
    const { hostname, port } = new URL(site.url);
    const socket = net.connect(Number(port), hostname);
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      [
        `PUT ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        `Authorization: ${headers.authorization}`,
        "Content-Type: multipart/form-data; boundary=gave-up",
        "Content-Length: 5000000",
        "",
        '--gave-up\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ].join("\r\n"),
    );
    socket.write(Buffer.alloc(64 * 1024, 1));
    // Let the server begin reading the body, then go away as a closed laptop would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();

    const lines = (await linesUntil((line) => line.path === path)).map((line) => JSON.parse(line) as LogLine);
    const upload = lines.filter((line) => line.path === path);
    expect(upload).toMatchObject([{ level: 30, status: 499 }]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
