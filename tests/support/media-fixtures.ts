import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LibraryItem } from "#domain/content/media-library";

// Files that pass (or fail) magic-byte sniffing, padded with noise to the size a test needs.
const HEADERS = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  mp4: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.alloc(4),
    Buffer.from("mp42isom"),
  ]),
  html: Buffer.from("<!doctype html><script>alert(1)</script>"),
};

export function mediaFile(kind: keyof typeof HEADERS, size = 2048): Uint8Array<ArrayBuffer> {
  const header = HEADERS[kind];
  return new Uint8Array(Buffer.concat([header, randomBytes(Math.max(0, size - header.length))]));
}

/** A multipart body with one file, as a browser's FormData upload sends it. */
export function uploadForm(
  field: string,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
  type = "application/octet-stream",
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(field, new File([bytes], fileName, { type }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/**
 * Uploads as the administrator and reads served files back. Takes getters, since a test file
 * starts its server and signs in only in beforeAll.
 */
export function mediaRequests(server: () => { url: string }, token: () => string) {
  return {
    upload: (path: string, form: FormData, method: "PUT" | "POST" = "PUT") =>
      fetch(`${server().url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token()}` },
        body: form,
      }),
    fetchBytes: async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server().url}${url}`, { headers });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    },
    /** The media library's item for the file served at `url`, if the library has it. */
    libraryItem: async (url: string): Promise<LibraryItem | undefined> => {
      const response = await fetch(`${server().url}/api/media`, {
        headers: { authorization: `Bearer ${token()}` },
      });
      return ((await response.json()).data as LibraryItem[]).find((item) => item.url === url);
    },
    /** Deletes the file served at `url` from the media library; the response's status. */
    deleteFromLibrary: async (url: string, id?: string): Promise<number> => {
      const list = await fetch(`${server().url}/api/media`, {
        headers: { authorization: `Bearer ${token()}` },
      });
      const item = ((await list.json()).data as LibraryItem[]).find((each) => each.url === url);
      const response = await fetch(`${server().url}/api/media/${id ?? item?.id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token()}` },
      });
      return response.status;
    },
  };
}

/**
 * A real, playable MP4 made by ffmpeg (installed on servers that make posters): `seconds` of
 * its test pattern at `width`x`height`, H.264 with the index first; at `bitrate` (as ffmpeg
 * writes it, "3M") when given, as heavy as a camera's file, else as small as the pattern allows.
 */
export function testClip({
  seconds = 1,
  width = 640,
  height = 360,
  bitrate = "",
} = {}): Uint8Array<ArrayBuffer> {
  return madeBy("ffmpeg", "clip.mp4", (file) => [
    ...["-v", "error", "-f", "lavfi", "-i", `testsrc=duration=${seconds}:size=${width}x${height}:rate=25`],
    ...(bitrate ? ["-preset", "ultrafast", "-b:v", bitrate] : []),
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart", file],
  ]);
}

/**
 * A phone's video near the 10 MB limit (about 9.7 MB): 10 s of a noisy 720p test pattern at
 * 7.7 Mbit/s, titled `title`, so each title is other bytes.
 */
export function heavyClip(title: string): Uint8Array<ArrayBuffer> {
  return madeBy("ffmpeg", "heavy.mp4", (file) => [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=duration=10:size=1280x720:rate=25"],
    ...["-vf", "noise=alls=40:allf=t", "-preset", "ultrafast", "-b:v", "7.7M", "-maxrate", "7.7M"],
    ...["-bufsize", "2M", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-metadata", `title=${title}`],
    ...["-movflags", "+faststart", file],
  ]);
}

// The label's font, named by its file: ImageMagick's default (Helvetica) needs system fonts a
// fresh machine may lack ("unable to read font `helvetica'"). The PDFs' own font serves.
const LABEL_FONT = createRequire(import.meta.url).resolve(
  "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
);

/** A camera's photo made by ImageMagick: 4000x3000, a noisy gradient with `label` on it (about 3.5 MB). */
export function cameraPhoto(label: string): Uint8Array<ArrayBuffer> {
  return madeBy("convert", "photo.jpg", (file) => [
    ...["-size", "4000x3000", "gradient:navy-orange", "-attenuate", "0.3", "+noise", "Gaussian"],
    ...["-font", LABEL_FONT, "-pointsize", "200", "-fill", "white", "-annotate", "+400+1500", label],
    ...["-quality", "90", file],
  ]);
}

/** The file `command` writes at the path it is given, made in a folder of its own. */
function madeBy(command: string, name: string, args: (file: string) => string[]): Uint8Array<ArrayBuffer> {
  const folder = mkdtempSync(path.join(tmpdir(), "test-media-"));
  const file = path.join(folder, name);
  try {
    execFileSync(command, args(file));
    return new Uint8Array(readFileSync(file));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
