// React Router's <Scripts> preloads every module of the page (React, the router, the route
// chunks: about 115 KB gzip) with <link rel="modulepreload"> at the top of <head>, so on a slow
// link they are requested while the HTML itself is still arriving and share the link with it;
// the page is complete without JavaScript, so nothing of its first paint needs them. Here the
// rendered page is rewritten so that scripts are requested only once the page has painted
// (decision 0022): the preloads come out of <head>, module scripts get an inert type, and a
// small script at the end of <body> puts both back after the first contentful paint.
// <Scripts> takes no option for any of this, hence the rewrite of the rendered HTML.

/** The type module scripts wait under; browsers do not run scripts of an unknown type. */
export const AFTER_PAINT_TYPE = "text/x-module-after-first-paint";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\shref="([^"]*)"/;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"/g;

// Runs with the list of module URLs to preload. Waits for the first contentful paint (Paint
// Timing; at once where the browser has none), then preloads the modules at low priority, so
// an image of the page still comes first, and re-inserts each waiting module script as a real
// one in its place, with the nonce it was sent with. A page that is never painted (opened in a
// background tab) still gets its scripts after ten seconds.
const AFTER_PAINT_SCRIPT = `(function(p){var d=document,s=!1;function go(){if(s)return;s=!0;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.fetchPriority="low";d.head.appendChild(l)});d.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]').forEach(function(o){var n=d.createElement("script");n.type="module";n.nonce=o.nonce;n.textContent=o.textContent;o.replaceWith(n)})}function painted(){return performance.getEntriesByName("first-contentful-paint").length>0}var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!t||t.indexOf("paint")<0||painted())return go();new PerformanceObserver(function(l,o){if(painted()){o.disconnect();go()}}).observe({type:"paint"});setTimeout(go,1e4)})`;

const decodeAttribute = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The page with its module preloads and module scripts held back until its first paint. */
export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (link) => {
    const href = link.match(HREF)?.[1];
    if (href) preloads.push(decodeAttribute(href));
    return "";
  });
  const waiting = withoutPreloads.replace(MODULE_SCRIPT, `<script$1 type="${AFTER_PAINT_TYPE}"`);
  if (waiting === withoutPreloads && preloads.length === 0) return html;
  const list = JSON.stringify(preloads).replaceAll("<", "\\u003c");
  const loader = `<script nonce="${nonce}">${AFTER_PAINT_SCRIPT}(${list})</script>`;
  const end = waiting.lastIndexOf("</body>");
  return end === -1 ? waiting + loader : waiting.slice(0, end) + loader + waiting.slice(end);
}
