import { expect, type Response, test } from "@playwright/test";
import { hydrated, openPage } from "./support";

// What a visitor's browser receives, rather than what a client without Accept-Encoding would:
// text arrives compressed whichever path answers it (the app, or the public cache front with
// its gzip built around a fresh nonce, decision 0038), and built scripts, cached for a year,
// are not fetched again by the next page.

const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json))/;

/** Our own text answers of at least 1 KB, which the server gzips (or sends precompressed). */
function compressible(response: Response, body: Buffer) {
  const url = new URL(response.url());
  return (
    url.origin === new URL(response.frame().page().url()).origin &&
    response.status() === 200 &&
    TEXT.test(response.headers()["content-type"] ?? "") &&
    body.length >= 1024
  );
}

test("pages, page data and scripts arrive compressed, and the next page takes its scripts from the browser's cache", async ({
  page,
  context,
}, testInfo) => {
  const uncompressed: string[] = [];
  const checks: Promise<void>[] = [];
  page.on("response", (response) => {
    checks.push(
      response
        .body()
        .then((body) => {
          const encoding = response.headers()["content-encoding"];
          if (compressible(response, body) && encoding !== "gzip" && encoding !== "br") {
            uncompressed.push(`${response.url()} (${body.length} bytes, ${encoding ?? "identity"})`);
          }
        })
        // Redirects and bodies the browser let go have nothing to check.
        .catch(() => {}),
    );
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const fromBrowserCache = new Set<string>();
  cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.requestServedFromCache", (event) => {
    const url = urls.get(event.requestId);
    if (url) fromBrowserCache.add(url);
  });

  // A new address is rendered by the app; asked again, it comes from the public cache front.
  const path = `/solutions?visit=${testInfo.project.name}-${Date.now()}`;
  const nonces: string[] = [];
  for (let visit = 0; visit < 2; visit++) {
    const response = await openPage(page, path);
    expect(response?.headers()["content-encoding"]).toBe("gzip");
    nonces.push(response?.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1] ?? "");
  }
  // Hydrated both times, so the scripts ran with the nonce the gzipped page carried.
  expect(nonces[0]).not.toBe(nonces[1]);

  // Moves inside the app fetch the page's data, not a document.
  const data = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(".data"));
  await page.getByRole("region", { name: "Solutions" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/solutions\/[\w-]+$/);
  expect((await data).headers()["content-encoding"]).toBe("gzip");

  const scriptsBefore = new Set(
    [...urls.values()].filter((url) => new URL(url).pathname.startsWith("/assets/")),
  );
  expect(scriptsBefore.size).toBeGreaterThan(0);
  await page.goto("/contact");
  await hydrated(page);
  await Promise.all(checks);
  expect(uncompressed).toEqual([]);
  const loadedAgain = [...scriptsBefore].filter((url) => !fromBrowserCache.has(url));
  const askedAgain = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith("/assets/")),
  );
  // Every script the contact page shares with the pages before came from the browser's cache.
  expect(loadedAgain.filter((url) => askedAgain.includes(url))).toEqual([]);
  expect(askedAgain.some((url) => fromBrowserCache.has(url))).toBe(true);
});
