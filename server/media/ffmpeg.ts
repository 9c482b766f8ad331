import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { limitConcurrency } from "./limit-concurrency";
import { mp4Size } from "./mp4-size";

// Single-threaded and one at a time of each kind: a first frame takes a moment and an upload
// waits for it, a light variant takes seconds to minutes and nobody waits for it, so a frame
// never queues behind a long encode, and together they take at most the two cores' worth.
const frames = limitConcurrency(1);
const encodes = limitConcurrency(1);

/**
 * Runs ffmpeg on a video and answers the file it wrote, or null when ffmpeg is not installed,
 * cannot read the video or takes longer than `timeout`: the caller then goes without. The
 * video goes through a temporary file because an MP4 whose index is at its end cannot be read
 * from a pipe, and the output too, because an MP4 that starts playing at once (faststart) is
 * rewritten in place.
 */
function transcode(queue: typeof frames, video: Uint8Array, output: string, args: string[], timeout: number) {
  return queue(async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "ffmpeg-"));
    try {
      const input = path.join(folder, "video");
      const result = path.join(folder, output);
      await writeFile(input, video);
      const ran = await new Promise<boolean>((resolve) => {
        execFile(
          process.env.FFMPEG_PATH ?? "ffmpeg",
          ["-v", "error", "-threads", "1", "-i", input, ...args, "-threads", "1", result],
          { timeout },
          (error) => resolve(!error),
        );
      });
      const bytes = ran ? new Uint8Array(await readFile(result).catch(() => Buffer.alloc(0))) : null;
      return bytes?.byteLength ? bytes : null;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
}

/** The first frame of a video as JPEG bytes, for a poster (decision 0054). */
export function firstFrame(video: Uint8Array): Promise<Uint8Array | null> {
  return transcode(frames, video, "frame.jpg", ["-frames:v", "1", "-c:v", "mjpeg", "-q:v", "2"], 30_000);
}

/** At most this wide: sharp on a 375 px phone at twice its density, light on a metered link. */
const LIGHT_VIDEO_WIDTH = 640;

/**
 * A light copy of a video for phones and cellular links: H.264 (which every browser plays) at
 * most 640 px wide and 30 frames a second, video capped at 600 kbit/s and sound at 64 kbit/s,
 * so ten seconds are at most about 0.85 MB, and it starts playing before it has all arrived.
 * No metadata is copied (a phone's video can carry where it was filmed). Null when ffmpeg
 * cannot make it; a long video may take minutes of one core, hence the generous timeout.
 */
export async function lightVideo(
  video: Uint8Array,
): Promise<{ bytes: Uint8Array; contentType: "video/mp4"; width: number; height: number } | null> {
  const bytes = await transcode(
    encodes,
    video,
    "light.mp4",
    [
      ...["-map", "0:v:0", "-map", "0:a:0?", "-map_metadata", "-1", "-sn", "-dn"],
      ...["-vf", `scale='min(${LIGHT_VIDEO_WIDTH},iw)':-2`, "-fpsmax", "30", "-filter_threads", "1"],
      ...["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "main", "-pix_fmt", "yuv420p"],
      ...["-crf", "28", "-maxrate", "600k", "-bufsize", "1200k"],
      ...["-c:a", "aac", "-b:a", "64k", "-ac", "2", "-movflags", "+faststart"],
    ],
    10 * 60_000,
  );
  const size = bytes && mp4Size(bytes);
  return bytes && size ? { bytes, contentType: "video/mp4", ...size } : null;
}
