import { API_TITLE } from "./openapi-document";
import { type ReferenceDocument, referenceHtml } from "./reference-html";

// Light and dark with the reader's system, readable at 375 px (the contents list folds) and at
// 1280 px (beside the operations). No script, no font, nothing fetched but the icon.
const STYLE = `
:root { color-scheme: light dark; --line: #d0d5dd; --muted: #5b6472; --accent: #1d4ed8; }
@media (prefers-color-scheme: dark) { :root { --line: #3a4150; --muted: #a3acb9; --accent: #8ab4ff; } }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; }
header, main, nav { padding: 0 1rem; }
a { color: var(--accent); }
code { font: 0.9em ui-monospace, monospace; overflow-wrap: anywhere; }
h1 small, .facts, .where, .note { color: var(--muted); font-size: 0.9em; }
h2 { border-bottom: 1px solid var(--line); margin-top: 2.5rem; text-transform: capitalize; }
section { border-top: 1px solid var(--line); padding: 0.5rem 0 1rem; scroll-margin-top: 0.5rem; }
h4 { margin: 1rem 0 0.25rem; }
ul, ol { padding-left: 1.25rem; }
nav ul ul { padding-left: 0.75rem; list-style: none; }
nav a { text-decoration: none; display: block; padding: 0.1rem 0; }
.method { font: bold 0.75em ui-monospace, monospace; }
.get { color: #15803d; } .post { color: #1d4ed8; } .put, .patch { color: #b45309; } .delete { color: #b91c1c; }
@media (prefers-color-scheme: dark) { .get { color: #4ade80; } .post { color: #8ab4ff; } .put, .patch { color: #fbbf24; } .delete { color: #f87171; } }
.type { font-family: ui-monospace, monospace; font-size: 0.9em; }
.required { color: #b91c1c; }
.shape { margin: 0.25rem 0; }
details > summary { cursor: pointer; }
@media (min-width: 60rem) {
  body { display: grid; grid-template-columns: 20rem 1fr; grid-template-areas: "head head" "nav main"; }
  header { grid-area: head; } main { grid-area: main; min-width: 0; }
  nav { grid-area: nav; position: sticky; top: 0; max-height: 100vh; overflow-y: auto; }
}`;

/**
 * GET /api/docs: the API reference a developer reads, the whole document on one page.
 * Public, as the document is, but kept out of search results. The icon is the brand mark of the
 * client build (app/lib/brand.ts), which the browser would otherwise look for at /favicon.ico.
 */
export function referencePage(document: ReferenceDocument): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${API_TITLE} reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
${referenceHtml(document)}
</body>
</html>
`;
}
