// React Router's <Scripts> preloads every module of the page (React, the router, the route
// chunks: about 115 KB gzip) with <link rel="modulepreload"> at the top of <head>, so on a slow
// link they are requested while the HTML itself is still arriving and share the link with it;
// the page is complete without JavaScript, so nothing of its first paint needs them. Here the
// rendered page is rewritten so that scripts are requested only once the page has painted
// (decision 0022): the preloads come out of <head>, module scripts get an inert type, and a
// small script at the end of <body> puts both back after the first contentful paint. The web app
// manifest waits too: the browser fetches it, and the icon it names, as soon as it sees the
// link, so they would otherwise share the link with the HTML and end before the paint.
// <Scripts> takes no option for any of this, hence the rewrite of the rendered HTML.

/** The type module scripts wait under; browsers do not run scripts of an unknown type. */
export const AFTER_PAINT_TYPE = "text/x-module-after-first-paint";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MANIFEST = /<link\b[^>]*\srel="manifest"[^>]*>/;
const HREF = /\shref="([^"]*)"/;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"/g;

/**
 * Preloads linked in one task. Chromium starts each preload's fetch as its link is inserted, at
 * about 2.5 to 3 ms a link on this machine's unslowed CPU: the 38 of a solution's page in one go
 * made a task of 150 to 350 ms with the CPU slowed 4× that a tap had to wait behind, and four to
 * a task still made tasks of 40 to 100 ms there, which Lighthouse counted as blocking time. The
 * tasks follow each other through a message channel, which, unlike a timer, adds no 4 ms wait
 * after the fifth.
 */
const PRELOADS_PER_TASK = 1;

// Runs with the list of module URLs to preload and the manifest's URL (or ""). Waits for the
// first contentful paint (Paint Timing; at once where the browser has none), then for the
// page's high-priority images (a video's poster, the largest paint of a page that has one), so
// they have the link to themselves; then links the manifest, preloads the modules at low
// priority one a task (all at once in a hidden tab, where nobody taps), closes the channel that
// chained those tasks, and then re-inserts each waiting
// module script as a real one in its place, with the nonce it was sent with. A page that is
// never painted (opened in a background tab), or whose image never ends, still gets its scripts
// after ten seconds.
const AFTER_PAINT_SCRIPT = `(function(p,m){var d=document,s=!1;function go(){if(s)return;s=!0;if(m){var k=d.createElement("link");k.rel="manifest";k.href=m;d.head.appendChild(k)}var q=p.slice(),c=new MessageChannel;c.port1.onmessage=next;next();function next(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.fetchPriority="low";d.head.appendChild(l)});if(q.length)return d.hidden?next():c.port2.postMessage(0);c.port1.close();d.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]').forEach(function(o){var n=d.createElement("script");n.type="module";n.nonce=o.nonce;n.textContent=o.textContent;o.replaceWith(n)})}}function images(){var w=[].filter.call(d.querySelectorAll('img[fetchpriority="high"]:not([loading="lazy"])'),function(i){return!i.complete}),n=w.length;if(!n)return go();w.forEach(function(i){function f(){if(--n<1)go()}i.addEventListener("load",f,{once:!0});i.addEventListener("error",f,{once:!0})})}function painted(){return performance.getEntriesByName("first-contentful-paint").length>0}setTimeout(go,1e4);var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!t||t.indexOf("paint")<0||painted())return images();new PerformanceObserver(function(l,o){if(painted()){o.disconnect();images()}}).observe({type:"paint"})})`;

const decodeAttribute = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The page with its module preloads, module scripts and manifest held back until its first paint. */
export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (link) => {
    const href = link.match(HREF)?.[1];
    if (href) preloads.push(decodeAttribute(href));
    return "";
  });
  const waiting = withoutPreloads.replace(MODULE_SCRIPT, `<script$1 type="${AFTER_PAINT_TYPE}"`);
  if (waiting === withoutPreloads && preloads.length === 0) return html;
  const manifestLink = waiting.match(MANIFEST)?.[0];
  const manifest = manifestLink?.match(HREF)?.[1];
  const held = manifestLink ? waiting.replace(manifestLink, "") : waiting;
  const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const loader = `<script nonce="${nonce}">${AFTER_PAINT_SCRIPT}(${json(preloads)},${json(manifest ? decodeAttribute(manifest) : "")})</script>`;
  const end = held.lastIndexOf("</body>");
  return end === -1 ? held + loader : held.slice(0, end) + loader + held.slice(end);
}
