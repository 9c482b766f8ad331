import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts } from "../responses/compression";
import { NONCE_LENGTH, newNonce } from "../responses/security-headers";
import { readyGzipBody, readyPlainBody } from "./ready-body";

const utf8 = new TextEncoder();
const filler = "Solutions for small businesses in South Africa. ".repeat(40);
// A page cut where its nonce was: at the start, between parts and at the very end.
const texts = [
  "",
  `<script nonce="`,
  `">${filler}</script><p>ü ${filler}</p><script nonce="`,
  `"></script>`,
  "",
];
const parts = texts.map((text) => utf8.encode(text));
const expected = (nonce: string) => texts.join(nonce);

describe("ready bodies", () => {
  it("give the page with each response's own nonce, also in copies given back and reused", () => {
    const body = readyPlainBody(parts, NONCE_LENGTH);
    const sent = new Set<Buffer>();
    for (let response = 0; response < 6; response++) {
      const nonce = newNonce();
      const bytes = body.take(nonce);
      expect(bytes.toString()).toBe(expected(nonce));
      expect(bytes).toHaveLength(body.length);
      sent.add(bytes);
      body.release(bytes);
    }
    // Given back, a copy is taken again: the responses shared one buffer.
    expect(sent.size).toBe(1);
  });

  it("never hand out a copy that is still being sent", () => {
    const body = readyPlainBody(parts, NONCE_LENGTH);
    const [first, second] = [newNonce(), newNonce()];
    const inFlight = body.take(first);
    const next = body.take(second);
    expect(next).not.toBe(inFlight);
    expect(inFlight.toString()).toBe(expected(first));
    expect(next.toString()).toBe(expected(second));
  });

  it("gzipped, give a valid gzip of the page with each nonce, checksum included", () => {
    const deflated = deflateParts(parts);
    if (!deflated) throw new Error("large enough to compress");
    const body = readyGzipBody(deflated, NONCE_LENGTH);
    for (let response = 0; response < 4; response++) {
      const nonce = newNonce();
      const bytes = body.take(nonce);
      // gunzip checks the trailer's CRC-32 and length.
      expect(gunzipSync(bytes).toString()).toBe(expected(nonce));
      expect(bytes).toHaveLength(body.length);
      body.release(bytes);
    }
  });

  it("build a fresh copy for a nonce of another length, and keep it out of reuse", () => {
    const body = readyPlainBody(parts, NONCE_LENGTH);
    const odd = body.take("short");
    expect(odd.toString()).toBe(expected("short"));
    body.release(odd);
    const nonce = newNonce();
    expect(body.take(nonce).toString()).toBe(expected(nonce));
  });

  it("send the same bytes every time for an answer without a nonce (JSON)", () => {
    const json = [utf8.encode(JSON.stringify({ success: true, data: filler }))];
    const body = readyPlainBody(json, NONCE_LENGTH);
    const bytes = body.take("");
    expect(bytes.toString()).toBe(JSON.stringify({ success: true, data: filler }));
    expect(body.take("")).toBe(bytes);
  });
});
