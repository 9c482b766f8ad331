import { WHATSAPP_REDIRECT_PATH } from "#domain/company/whatsapp";
import { escapeMarkup } from "#domain/markup";
import { PUBLIC_PATHS, solutionPath } from "#domain/public-pages";

// robots.txt and sitemap.xml text, built from the public URL and the solution ids.

export function sitemapXml(publicUrl: string, solutionIds: string[]): string {
  const paths = [...PUBLIC_PATHS, ...solutionIds.map(solutionPath)];
  const urls = paths
    .map((path) => `  <url><loc>${escapeMarkup(`${publicUrl}${path}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  // /go/ answers redirects that count a click: a crawler following them would be counted.
  return `User-agent: *\nDisallow: /admin\nDisallow: ${WHATSAPP_REDIRECT_PATH}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
