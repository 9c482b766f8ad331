import { COMPANY } from "#domain/company/company";
import type { PagePath } from "#domain/page-paths";

// The brand mark's files (drawn by scripts/make-brand-icons.ts from app/favicon.svg) and the
// web app manifest, named once for the build, the page head and the tests.

export const BRAND_COLOURS = { theme: "#4f46e5", background: "#ffffff", darkTheme: "#020617" } as const;

export const BRAND_ICONS = {
  svg: "favicon.svg",
  manifest: "site.webmanifest",
  background: BRAND_COLOURS.theme,
  png: [
    { file: "favicon-32.png", size: 32, opaque: false },
    { file: "apple-touch-icon.png", size: 180, opaque: true },
    { file: "icon-192.png", size: 192, opaque: true },
    { file: "icon-512.png", size: 512, opaque: true },
  ],
} as const;

export function webManifest() {
  return {
    name: COMPANY.name,
    short_name: COMPANY.name,
    description: COMPANY.tagline,
    start_url: "/" satisfies PagePath,
    display: "standalone",
    theme_color: BRAND_COLOURS.theme,
    background_color: BRAND_COLOURS.background,
    icons: [
      { src: `/${BRAND_ICONS.svg}`, type: "image/svg+xml", sizes: "any" },
      ...BRAND_ICONS.png
        .filter((icon) => icon.opaque)
        .map((icon) => ({ src: `/${icon.file}`, type: "image/png", sizes: `${icon.size}x${icon.size}` })),
    ],
  };
}
