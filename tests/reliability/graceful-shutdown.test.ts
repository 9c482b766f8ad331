import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_LOOP_HELD } from "#server/end-when-idle";
import { KEEP_ALIVE_TIMEOUT_MS } from "#server/http/node/node-server";
import type { ServerProcess } from "../../bench/server-process";
import { mediaFile, uploadForm } from "../support/media-fixtures";
import { adminHeaders } from "./admin";
import { encodeForm, idleKeepAliveConnection, refusedFrom, slowUpload } from "./raw-http";
import { createDataStore, type DataStore, startSite } from "./support";

// A deployment stops the old process with SIGTERM. Whoever is uploading at that moment must
// get their upload stored, and the database must be closed properly so the next process
// starts on intact data.

describe.each(["pglite", "postgres"] as const)("SIGTERM on %s", (kind) => {
  let store: DataStore;
  const sites: ServerProcess[] = [];
  const start = async () => {
    const site = await startSite(store);
    sites.push(site);
    return site;
  };

  beforeAll(async () => {
    store = await createDataStore(kind);
  });
  afterAll(async () => {
    // Only matters when an assertion failed before a server had exited.
    for (const site of sites) await site.kill();
    await store?.remove();
  });

  it("lets an upload in flight finish, closes idle connections at once, and exits 0", async () => {
    const site = await start();
    // PGlite's data directory is claimed by a lock file that only a clean close removes.
    const pgliteLock = path.join(`${store.env.DATA_DIR}`, "pglite.lock");
    expect(existsSync(pgliteLock)).toBe(kind === "pglite");
    const admin = await adminHeaders(site.url, store);
    const video = mediaFile("mp4", 256 * 1024);
    const form = await encodeForm(uploadForm("video", video, "intro.mp4", "video/mp4"));
    const idle = await idleKeepAliveConnection(site.url, "/readyz");
    expect(idle.headers.connection).toBe("keep-alive");

    const upload = slowUpload(`${site.url}/api/settings/homepage-video`, {
      method: "PUT",
      headers: { ...admin, "content-type": form.contentType },
      body: form.body,
      slices: 40,
      durationMs: 4_000,
    });
    let answeredAt = 0;
    void upload.response.then(() => {
      answeredAt = performance.now();
    });
    await upload.halfway;
    const signalledAt = performance.now();
    site.child.kill("SIGTERM");

    const refusedAt = await refusedFrom(site.url);
    const idleClosedAt = await idle.closed;
    const uploadStillRunning = answeredAt === 0;
    const response = await upload.response;
    const exitCode = await site.exited;
    const exitedAt = performance.now();

    console.info(
      `${kind}: after SIGTERM new connections were refused in ${Math.round(refusedAt - signalledAt)} ms, ` +
        `the idle connection closed in ${Math.round(idleClosedAt - signalledAt)} ms, ` +
        `the upload was answered in ${Math.round(answeredAt - signalledAt)} ms, ` +
        `the process exited in ${Math.round(exitedAt - signalledAt)} ms`,
    );

    // The server stopped listening and dropped the idle connection while the upload was still
    // arriving, rather than after it or at the 5 s keep-alive timeout.
    expect(uploadStillRunning).toBe(true);
    expect(Math.max(refusedAt, idleClosedAt)).toBeLessThan(answeredAt);
    expect(Math.max(refusedAt, idleClosedAt) - signalledAt).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
    expect(response.status, response.body).toBe(200);
    expect(response.headers.connection).toBe("close");
    expect(exitCode).toBe(0);
    // It ended because nothing was left to run, not by process.exit, which can hang in Node's
    // own teardown (server/start.ts, endWhenIdle).
    expect(site.stdout()).not.toContain(EVENT_LOOP_HELD);
    if (kind === "pglite") expect(existsSync(pgliteLock)).toBe(false);

    const url = JSON.parse(response.body).data.homepageVideo.url as string;
    const again = await start();
    const settings = await (await fetch(`${again.url}/api/settings`)).json();
    expect(settings.data.homepageVideo.url).toBe(url);
    const served = await fetch(`${again.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(video))).toBe(true);
    await again.stop();
    expect(await again.exited).toBe(0);
  });
});
