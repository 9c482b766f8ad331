// React Router's <Scripts> preloads every module of the page (React, the router, the route
// chunks) with <link rel="modulepreload">, which React places at the top of <head>: on a phone
// with little bandwidth about 115 KB of JavaScript then competes with the stylesheet and the
// HTML the first paint needs. The page is complete without JavaScript, so the preloads are
// marked low priority: the browser fetches them after what the first paint needs, and
// hydration starts a little later. <Scripts> takes no attribute for its preloads, hence the
// rewrite of the rendered HTML.
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

export function lowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
