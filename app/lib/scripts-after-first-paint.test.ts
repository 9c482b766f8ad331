import { describe, expect, it } from "vitest";
import { AFTER_PAINT_TYPE, scriptsAfterFirstPaint } from "./scripts-after-first-paint";

const page =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js?v=1&amp;x=2" nonce="n"/>' +
  '<script nonce="n">theme()</script><link rel="icon" href="/favicon.svg"/>' +
  '<link nonce="n" rel="manifest" href="/site.webmanifest"/></head>' +
  "<body><p>rel=&quot;modulepreload&quot; is how React Router preloads.</p>" +
  '<script nonce="n">window.ctx = 1</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root-B.js";</script></body></html>';

describe("scriptsAfterFirstPaint", () => {
  const html = scriptsAfterFirstPaint(page, "n");
  const loaderAt = html.indexOf('<script nonce="n">(function(p,m)');
  const markup = html.slice(0, loaderAt);

  it("takes the module preloads and the manifest out of the head and leaves everything else in it", () => {
    expect(markup).not.toContain('rel="modulepreload"');
    expect(markup).not.toContain('rel="manifest"');
    expect(markup).toContain(
      '<html><head><script nonce="n">theme()</script><link rel="icon" href="/favicon.svg"/></head>',
    );
    expect(markup).toContain("<p>rel=&quot;modulepreload&quot; is how React Router preloads.</p>");
  });

  it("gives module scripts a type no browser runs, and classic scripts none", () => {
    expect(markup).toContain(
      `<script nonce="n" type="${AFTER_PAINT_TYPE}" async="">import * as route0 from "/assets/root-B.js";</script>`,
    );
    expect(markup).toContain('<script nonce="n">window.ctx = 1</script>');
    expect(markup).not.toContain('type="module"');
  });

  it("ends the body with the loader, which carries the nonce, the preloads' URLs and the manifest's", () => {
    expect(loaderAt).toBeGreaterThan(0);
    const loader = html.slice(loaderAt);
    expect(loader).toMatch(/<\/script><\/body><\/html>$/);
    expect(loader).toContain(
      '(["/assets/entry.client-A.js","/assets/root-B.js?v=1&x=2"],"/site.webmanifest")',
    );
  });

  it("leaves a page without scripts as it is", () => {
    const plain = "<html><head></head><body><p>Hello</p></body></html>";
    expect(scriptsAfterFirstPaint(plain, "n")).toBe(plain);
  });
});
