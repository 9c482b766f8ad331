import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClientFiles } from "./static-files";

// A client build as `npm run build` leaves it: hashed assets with brotli and gzip copies.
const script = Buffer.from(`export const copy = ${JSON.stringify("Grow with AI. ".repeat(200))};\n`);
const brotli = brotliCompressSync(script);
const gzip = gzipSync(script);

describe("built client files", () => {
  let root: string;
  let app: Hono;
  const get = async (file: string, acceptEncoding?: string) => {
    const response = await app.request(file, {
      headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "static-files-"));
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "assets/entry-Ab12.js"), script);
    writeFileSync(path.join(root, "assets/entry-Ab12.js.br"), brotli);
    writeFileSync(path.join(root, "assets/entry-Ab12.js.gz"), gzip);
    writeFileSync(path.join(root, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = new Hono().use("*", builtClientFiles(root));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("sends the brotli copy to browsers that accept it, else gzip, else the file itself", async () => {
    const cases = [
      { accept: "gzip, deflate, br, zstd", encoding: "br", bytes: brotli },
      { accept: "gzip, deflate", encoding: "gzip", bytes: gzip },
      { accept: undefined, encoding: null, bytes: script },
    ];
    for (const { accept, encoding, bytes } of cases) {
      const { response, body } = await get("/assets/entry-Ab12.js", accept);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(body.equals(bytes)).toBe(true);
    }
  });

  it("keeps files without hashed names revalidating, and serves files without copies as they are", async () => {
    const { response, body } = await get("/favicon.svg", "gzip, br");
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("cache-control")).toBeNull();
    expect(body.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});
