import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority";

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves everything else alone", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>' +
      '<link rel="stylesheet" href="/assets/root-C.css"/><link rel="icon" href="/favicon.svg"/></head>' +
      "<body><p>rel=&quot;modulepreload&quot; is how React Router preloads.</p></body>";
    expect(lowPriorityModulePreloads(html)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root-B.js" nonce="n"/>' +
        '<link rel="stylesheet" href="/assets/root-C.css"/><link rel="icon" href="/favicon.svg"/></head>' +
        "<body><p>rel=&quot;modulepreload&quot; is how React Router preloads.</p></body>",
    );
  });

  it("keeps a priority that is already set", () => {
    const html = '<link rel="modulepreload" href="/a.js" fetchpriority="high"/>';
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});
