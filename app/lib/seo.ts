import type { MetaDescriptor } from "react-router";
import { COMPANY } from "./company";

// Every page's <title>, description, canonical URL, Open Graph and Twitter tags come from
// here, so they never drift apart. The public base URL comes from the root loader
// (context.config.PUBLIC_URL), not from the request, so canonicals are stable behind proxies.

interface SeoArgs {
  location: { pathname: string };
  matches: readonly unknown[];
}

interface PageSeo {
  title: string;
  description: string;
  type?: "website" | "article";
  noindex?: boolean;
}

export function publicUrlFrom(matches: readonly unknown[]): string {
  for (const match of matches) {
    const m = match as { id?: string; data?: { publicUrl?: unknown } } | undefined;
    if (m?.id === "root" && typeof m.data?.publicUrl === "string") return m.data.publicUrl;
  }
  return "";
}

export function pageMeta(args: SeoArgs, page: PageSeo): MetaDescriptor[] {
  const fullTitle = `${page.title} | ${COMPANY.name}`;
  const url = `${publicUrlFrom(args.matches)}${args.location.pathname}`;
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
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: page.description },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
