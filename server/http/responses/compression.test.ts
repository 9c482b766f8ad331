import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { seedDemoContent } from "../../seed/seed";
import { deflateParts, gzipPieces } from "./compression";

// fetch undoes Content-Encoding by itself, so these requests look at the raw bytes.
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const utf8 = new TextEncoder();
const paragraphs = "<p>Intelligent AI for South African SMMEs.</p>".repeat(200);
// A page as React Router renders it: the response's nonce on several scripts.
const pageWith = (nonce: string) =>
  `<!DOCTYPE html><html lang="en"><head><script nonce="${nonce}">theme()</script></head>` +
  `<body>${paragraphs}<script nonce="${nonce}">hydrate()</script></body></html>`;
const nonceOf = (csp: unknown) => String(csp).match(/'nonce-([^']+)'/)?.[1];

describe("gzipPieces", () => {
  it("gives the gzip of the parts joined by the value, wherever the value falls", () => {
    const cases = [
      ["<head>", "<body>", "</html>"],
      ["", "starts with the value", ""],
      [paragraphs, paragraphs.toUpperCase()],
      [paragraphs],
    ];
    for (const texts of cases) {
      const parts = texts.map((text) => utf8.encode(`${text}${"x".repeat(1024)}`));
      const deflated = deflateParts(parts);
      if (!deflated) throw new Error("large enough to compress");
      for (const value of ["Zm9vYmFyYmF6cXV4MTIzNA==", "ü"]) {
        const joined = Buffer.concat(gzipPieces(deflated, utf8.encode(value)));
        const expected = parts.map((part) => Buffer.from(part).toString()).join(value);
        expect(gunzipSync(joined).toString()).toBe(expected);
      }
    }
  });

  it("leaves bodies under 1 KB uncompressed", () => {
    expect(deflateParts([utf8.encode("small"), utf8.encode("body")])).toBeUndefined();
  });
});

describe("response compression", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Production: pages for anonymous visitors go through the public cache, as on a live site.
    server = await startTestServer(
      { NODE_ENV: "production" },
      {
        pages: async (_request, { cspNonce }) =>
          new Response(pageWith(cspNonce), { headers: { "Content-Type": "text/html; charset=utf-8" } }),
      },
    );
    // The demo catalogue: a list well over the size worth compressing.
    await seedDemoContent(server.database.db);
  });
  afterAll(() => server.close());

  it("gzips JSON for clients that accept it, from the app and from the public cache alike", async () => {
    const plain = await rawGet(`${server.url}/api/solutions`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");

    for (const _fromAppThenCache of [1, 2]) {
      const json = await rawGet(`${server.url}/api/solutions?gzip`, {
        "Accept-Encoding": "gzip, deflate, br",
      });
      expect(json.headers["content-encoding"]).toBe("gzip");
      expect(json.headers.vary).toBe("Accept-Encoding");
      expect(Number(json.headers["content-length"])).toBe(json.body.length);
      expect(json.body.length).toBeLessThan(plain.body.length / 2);
      expect(gunzipSync(json.body).equals(plain.body)).toBe(true);
    }
  });

  it("gzips each cached page with its own nonce, the one its policy names", async () => {
    const seen = new Set<string>();
    for (const _fromAppThenCache of [1, 2, 3]) {
      const response = await rawGet(`${server.url}/solutions`, { "Accept-Encoding": "gzip" });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers.vary).toBe("Accept-Encoding");
      const nonce = nonceOf(response.headers["content-security-policy"]) as string;
      expect(gunzipSync(response.body).toString()).toBe(pageWith(nonce));
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);

    const plain = await rawGet(`${server.url}/solutions`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(pageWith(nonceOf(plain.headers["content-security-policy"]) as string));
  });

  it("keeps revalidation working: the weak ETag of a gzipped answer still gets a 304", async () => {
    for (const _fromAppThenCache of [1, 2]) {
      const first = await rawGet(`${server.url}/api/solutions?etag`, { "Accept-Encoding": "gzip" });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await rawGet(`${server.url}/api/solutions?etag`, {
        "Accept-Encoding": "gzip",
        "If-None-Match": etag,
      });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.body.length).toBe(0);
    }
  });

  it("leaves small answers, and clients that ask for no encoding, alone", async () => {
    const small = await rawGet(`${server.url}/healthz`, { "Accept-Encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: "ok" });

    for (const refusal of ["identity", "gzip;q=0, br", "*;q=0"]) {
      const response = await rawGet(`${server.url}/api/solutions`, { "Accept-Encoding": refusal });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(response.body.toString()).success).toBe(true);
    }
  });
});
