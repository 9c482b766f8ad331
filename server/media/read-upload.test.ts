import { describe, expect, it } from "vitest";
import { readUpload, safeFileName } from "./read-upload";

const MB = 1024 * 1024;
const url = "http://localhost/api/upload";

function formRequest(fields: Record<string, string | File>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: "POST", body: form });
}

const png = (size: number) => new Uint8Array(size).fill(7);

describe("readUpload", () => {
  it("returns the bytes and a safe name of the file in the field, and the text fields beside it", async () => {
    const bytes = png(5000);
    const request = formRequest({ title: "x", file: new File([bytes], "../../My photo <1>.png") });
    const result = await readUpload(request, "file", MB);
    expect(result).toEqual({ ok: true, file: { bytes, fileName: "My photo 1.png" }, fields: { title: "x" } });
  });

  it("answers 415 for a body that is not multipart/form-data", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(await readUpload(request, "file", MB)).toEqual({
      ok: false,
      status: 415,
      error: "Expected a multipart/form-data upload",
    });
    expect((await readUpload(new Request(url), "file", MB)).ok).toBe(false);
  });

  it("answers 400 when the field is missing, is text, or holds an empty file", async () => {
    const missing = await readUpload(formRequest({ other: new File([png(10)], "a.png") }), "file", MB);
    expect(missing).toEqual({ ok: false, status: 400, error: "No file was uploaded in field 'file'" });
    const text = await readUpload(formRequest({ file: "not a file" }), "file", MB);
    expect(text).toEqual({ ok: false, status: 400, error: "No file was uploaded in field 'file'" });
    const empty = await readUpload(formRequest({ file: new File([], "empty.png") }), "file", MB);
    expect(empty).toMatchObject({ ok: false, status: 400 });
    const bodiless = new Request(url, { headers: { "content-type": "multipart/form-data; boundary=abc" } });
    expect(await readUpload(bodiless, "file", MB)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 400 for a malformed multipart body", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: "this is not multipart",
    });
    expect(await readUpload(request, "file", MB)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 413 for a file over the limit, naming the limit in MB", async () => {
    const request = formRequest({ file: new File([png(10 * MB + 1)], "big.png") });
    expect(await readUpload(request, "file", 10 * MB)).toEqual({
      ok: false,
      status: 413,
      error: "File is too large (maximum 10 MB)",
    });
    const small = await readUpload(formRequest({ file: new File([png(2001)], "a.png") }), "file", 2000);
    expect(small).toMatchObject({ status: 413 });
  });

  it("accepts a file of exactly the limit", async () => {
    const result = await readUpload(formRequest({ file: new File([png(MB)], "a.png") }), "file", MB);
    expect(result.ok && result.file.bytes.byteLength).toBe(MB);
  });

  it("rejects a declared Content-Length over the limit before reading the body", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc", "content-length": String(3 * MB) },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await readUpload(request, "file", MB)).toMatchObject({ ok: false, status: 413 });
    // At most the stream's own read-ahead, never the body.
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it("cuts off a streamed body without Content-Length as soon as it passes the limit", async () => {
    const chunk = 16 * 1024;
    const available = 1000; // 16 MB if read to the end
    let pulls = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        if (pulls > available) controller.close();
        else controller.enqueue(new Uint8Array(chunk));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body,
      duplex: "half",
    } as RequestInit);
    const maxBytes = 512 * 1024;
    expect(await readUpload(request, "file", maxBytes)).toEqual({
      ok: false,
      status: 413,
      error: "File is too large (maximum 0.5 MB)",
    });
    expect(cancelled).toBe(true);
    // (512 KiB + 64 KiB) / 16 KiB = 36 chunks fit; the 37th passes the limit.
    expect(pulls).toBeLessThanOrEqual(38);
  });
});

describe("safeFileName", () => {
  it.each([
    ["C:\\Users\\thandi\\Desktop\\menu.jpg", "menu.jpg"],
    ["/etc/passwd", "passwd"],
    ["..", "upload"],
    [".hidden.png", "hidden.png"],
    ["a\u0000b\nc\td.png", "abcd.png"],
    ['"quoted"; name=evil.png', "quoted nameevil.png"],
    ["Ukuhamba   kahle.webm", "Ukuhamba kahle.webm"],
    ["Café-menü_2024.jpg", "Café-menü_2024.jpg"],
    ["<script>.mp4", "script.mp4"],
    ["", "upload"],
    ["???", "upload"],
  ])("%j becomes %j", (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it("keeps at most 120 characters and the extension", () => {
    const name = safeFileName(`${"a".repeat(300)}.webm`);
    expect(name).toHaveLength(120);
    expect(name.endsWith("a.webm")).toBe(true);
  });
});
