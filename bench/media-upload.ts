import { type LatencySummary, latencySummary } from "./percentile";
import { adminHeaders, samplePhoto, uploadFile } from "./sample-media";

// Issue 16: uploading and processing a 10 MB photo must finish in under 3 s and must not
// hold up pages meanwhile. Measures each upload (sent until answered, so resizing and
// storing included) and the latency of GET / from a few clients, first alone, then while
// the uploads run. Request loops are bounded in count and time.

export interface MediaUploadResult {
  photoBytes: number;
  uploadMs: number[];
  homeIdle: HomeLatency;
  homeDuringUploads: HomeLatency;
}

/** GET / while uploads run (or not): its latencies, and the requests that failed or answered other than 200. */
type HomeLatency = LatencySummary & { errors: number };

const CLIENTS = 4;
const IDLE_REQUESTS = 400;
const MAX_MS = 120_000;

export async function measureMediaUploads(
  serverUrl: string,
  admin: { email: string; password: string },
  solutionId: string,
  uploads = 3,
): Promise<MediaUploadResult> {
  const headers = await adminHeaders(serverUrl, admin.email, admin.password);
  // About 9.4 MB of JPEG: a 15-megapixel photo with plenty of fine detail.
  const photo = await samplePhoto(4500, 3375, 45);
  const homeIdle = await loadHome(serverUrl, () => false, IDLE_REQUESTS);

  let uploading = true;
  const during = loadHome(serverUrl, () => !uploading, Number.POSITIVE_INFINITY);
  const uploadMs: number[] = [];
  try {
    for (let n = 0; n < uploads; n++) {
      const started = performance.now();
      await uploadFile(
        `${serverUrl}/api/solutions/${solutionId}/media`,
        headers,
        "media",
        photo,
        `photo-${n}.jpg`,
      );
      uploadMs.push(Math.round(performance.now() - started));
    }
  } finally {
    uploading = false;
  }
  return { photoBytes: photo.length, uploadMs, homeIdle, homeDuringUploads: await during };
}

/** GET / from CLIENTS loops until `done()`, `count` requests or MAX_MS, whichever comes first. */
async function loadHome(serverUrl: string, done: () => boolean, count: number): Promise<HomeLatency> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + MAX_MS;
  const client = async () => {
    while (!done() && latencies.length + errors < count && performance.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(`${serverUrl}/`, { headers: { "accept-encoding": "gzip" } });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { ...latencySummary(latencies), errors };
}
