import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { limitConcurrency } from "./limit-concurrency";

// One ffmpeg at a time, single-threaded: an upload never takes both cores.
const oneAtATime = limitConcurrency(1);

/**
 * The first frame of a video as JPEG bytes, made with ffmpeg, or null when ffmpeg is not
 * installed or cannot read the file: a video is then stored without a poster, as before.
 * The video goes through a temporary file because an MP4 whose index is at its end cannot be
 * read from a pipe.
 */
export function firstFrame(video: Uint8Array): Promise<Uint8Array | null> {
  return oneAtATime(async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "video-frame-"));
    try {
      const input = path.join(folder, "video");
      await writeFile(input, video);
      const args = ["-v", "error", "-threads", "1", "-i", input, "-frames:v", "1", "-f", "image2pipe"];
      return await new Promise<Uint8Array | null>((resolve) => {
        execFile(
          process.env.FFMPEG_PATH ?? "ffmpeg",
          [...args, "-c:v", "mjpeg", "-q:v", "2", "pipe:1"],
          { encoding: "buffer", maxBuffer: 64 * 1024 * 1024, timeout: 30_000 },
          (error, stdout) => resolve(error || stdout.byteLength === 0 ? null : new Uint8Array(stdout)),
        );
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
}
