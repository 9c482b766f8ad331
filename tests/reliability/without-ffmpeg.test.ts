import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../bench/sample-media";
import type { ServerProcess } from "../../bench/server-process";
import { testClip } from "../support/media-fixtures";
import { adminHeaders } from "./admin";
import { createDataStore, type DataStore, startSite } from "./support";

// The Docker image built with WITH_FFMPEG=false has no ffmpeg (docs/deploy.md): a homepage
// video is then stored and served as uploaded, with no poster made from it and no light variant
// for phones (decision 0061), and the operator is told why. The production server runs here
// with only Node's own folder on its PATH, so it finds no ffmpeg.

describe("a server without ffmpeg", () => {
  let store: DataStore;
  let site: ServerProcess;
  beforeAll(async () => {
    store = await createDataStore("pglite");
    site = await startSite(store, { PATH: path.dirname(process.execPath) });
  });
  afterAll(async () => {
    await site?.stop();
    await store?.remove();
  });

  it("keeps and serves an uploaded homepage video, without its poster and light variant, and says why", async () => {
    // Made here, where ffmpeg is installed.
    const clip = Buffer.from(testClip({ width: 1280, height: 720 }));
    const headers = await adminHeaders(site.url, store);
    await uploadFile(`${site.url}/api/settings/homepage-video`, headers, "video", clip, "clip.mp4");
    await expect
      .poll(() => site.stdout(), { timeout: 60_000 })
      .toMatch(/ffmpeg could not complete the homepage video/);

    const settings = (await (await fetch(`${site.url}/api/settings`)).json()).data;
    expect(settings.homepageVideo).toEqual({ url: expect.stringMatching(/\.mp4$/), fileName: "clip.mp4" });
    const video = await fetch(`${site.url}${settings.homepageVideo.url}`);
    expect(video.status).toBe(200);
    expect(Buffer.from(await video.arrayBuffer()).equals(clip)).toBe(true);
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(settings.homepageVideo.url);
  });
});
