import type { MetaDescriptor } from "react-router";
import { COMPANY } from "#domain/company/company";

/** Link-preview pictures are drawn at the size Facebook, LinkedIn and WhatsApp ask for. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

// Every page's <title>, description, canonical URL, Open Graph and Twitter tags come from
// here, so they never drift apart. The public base URL comes from the root loader
// (context.config.PUBLIC_URL), not from the request, so canonicals are stable behind proxies.

interface SeoArgs {
  location: { pathname: string };
  matches: readonly unknown[];
  /** The page's own loader data; a page shown through a preview link has `preview` set. */
  loaderData?: unknown;
}

interface PageSeo {
  title: string;
  description: string;
  /** The link-preview picture's path (og-image.server.ts); the site's own by default. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

function rootData(matches: readonly unknown[]): { publicUrl?: unknown; siteImage?: unknown } {
  for (const match of matches) {
    const m = match as { id?: string; loaderData?: { publicUrl?: unknown; siteImage?: unknown } } | undefined;
    if (m?.id === "root" && m.loaderData) return m.loaderData;
  }
  return {};
}

function publicUrlFrom(matches: readonly unknown[]): string {
  const { publicUrl } = rootData(matches);
  return typeof publicUrl === "string" ? publicUrl : "";
}

export function pageMeta(args: SeoArgs, page: PageSeo): MetaDescriptor[] {
  const fullTitle = `${page.title} | ${COMPANY.name}`;
  const publicUrl = publicUrlFrom(args.matches);
  const url = `${publicUrl}${args.location.pathname}`;
  const { siteImage } = rootData(args.matches);
  const imagePath = page.image ?? (typeof siteImage === "string" ? siteImage : undefined);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: COMPANY.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_ZA" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: page.description },
  ];
  if (imagePath) {
    const image = `${publicUrl}${imagePath}`;
    tags.push(
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
      { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
      { property: "og:image:alt", content: fullTitle },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: image },
    );
  } else tags.push({ name: "twitter:card", content: "summary" });
  // A preview is for its link's holders (decision 0056): never indexed, whichever page it shows.
  const previewed = Boolean((args.loaderData as { preview?: unknown } | undefined)?.preview);
  if (page.noindex || previewed) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
