import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

// Realistic media for measurements, made on the spot: a camera-sized photo (sharp) and a
// 1080p H.264 clip (Debian's ffmpeg). Nothing is downloaded.

/**
 * A photo-like JPEG: smooth colour gradients under sensor-like noise. `noise` (the standard
 * deviation of the noise) sets how much detail, and so how many bytes, it carries.
 */
export async function samplePhoto(width: number, height: number, noise: number): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#2b6cb0"/><stop offset="0.5" stop-color="#f6ad55"/><stop offset="1" stop-color="#276749"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#fff" fill-opacity="0.5"/>
      <rect x="${width * 0.55}" y="${height * 0.3}" width="${width * 0.3}" height="${height * 0.45}" fill="#1a202c" fill-opacity="0.6"/>
    </svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "grey",
      noise: { type: "gaussian", mean: 128, sigma: noise },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "SamplePhone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "26/1 12/1 0/1" } })
    .toBuffer();
}

// Asynchronous, so this process keeps noticing what its open connections do meanwhile: a
// blocked one would reuse a keep-alive connection the server had closed (EPIPE).
const run = promisify(execFile);

/** A 1920×1080 H.264 MP4 of about `megabytes` (moving test pattern), and a still of its first frame. */
export async function sampleVideo(
  seconds: number,
  megabytes: number,
): Promise<{ video: Buffer; poster: Buffer }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sample-video-"));
  try {
    const video = path.join(dir, "clip.mp4");
    const poster = path.join(dir, "poster.jpg");
    const bitrate = `${Math.floor((megabytes * 8 * 1024) / seconds)}k`;
    const quiet = ["-hide_banner", "-loglevel", "error", "-y"];
    await run("ffmpeg", [
      ...quiet,
      ...["-f", "lavfi", "-i", `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
      ...[
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-b:v",
        bitrate,
        "-maxrate",
        bitrate,
        "-bufsize",
        bitrate,
      ],
      ...["-pix_fmt", "yuv420p", "-movflags", "+faststart", video],
    ]);
    await run("ffmpeg", [...quiet, "-i", video, "-frames:v", "1", "-q:v", "3", poster]);
    return { video: readFileSync(video), poster: readFileSync(poster) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs in as the administrator the measurement server was started with; returns auth headers. */
export async function adminHeaders(serverUrl: string, email: string, password: string) {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** PUTs one file as multipart field `field`; throws unless the server accepts it. */
export async function uploadFile(
  url: string,
  headers: Record<string, string>,
  field: string,
  bytes: Buffer,
  fileName: string,
): Promise<unknown> {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], fileName));
  const response = await fetch(url, { method: "PUT", headers, body: form });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`upload to ${url} failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}
