import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { PagePath } from "#domain/page-paths";
import type { Route } from "./+types/root";
import { THEME_SCRIPT } from "./components/layout/theme-script";
import favicon from "./favicon.svg?inline";
import { siteImagePath } from "./features/seo/og-image.server";
import { BRAND_COLOURS, BRAND_ICONS } from "./lib/brand";
import { readCompanyDetails, readLegalDetails } from "./lib/loaders/company-details.server";
import { useNonce } from "./lib/nonce";
import { pageContextOf } from "./lib/page-context";
import type { RootData } from "./lib/root-data";
import { SiteStyles } from "./lib/site-styles";

// The SVG icon is a data URL inside the page: a request of its own would come in while the page
// paints, and Lighthouse's simulated LCP counts every request that ends before the paint. It
// comes last, so browsers that draw SVG icons pick it over the PNG for those that do not.
// `nonce: undefined` keeps React Router from giving each link the page's nonce: CSP does not
// apply to icons and manifests, and every nonce in a cached page is one more piece to send
// with each response (issue 20).
const NO_NONCE = { nonce: undefined };
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `/${BRAND_ICONS.png[0].file}`, type: "image/png", sizes: "32x32", ...NO_NONCE },
  { rel: "icon", href: favicon, type: "image/svg+xml", sizes: "any", ...NO_NONCE },
  { rel: "apple-touch-icon", href: `/${BRAND_ICONS.png[1].file}`, sizes: "180x180", ...NO_NONCE },
  { rel: "manifest", href: `/${BRAND_ICONS.manifest}`, ...NO_NONCE },
];

// The footer needs to know whether someone is signed in and how to reach the company; meta
// tags need the public URL.
export async function loader({ context: router }: Route.LoaderArgs): Promise<RootData> {
  const context = pageContextOf(router);
  const [company, legal] = await Promise.all([readCompanyDetails(context), readLegalDetails(context)]);
  return {
    signedIn: context.user !== null,
    publicUrl: context.config.PUBLIC_URL,
    company,
    legal,
    siteImage: siteImagePath(),
  };
}

// Signing in or out changes this data only through a form or a full page load, so page changes
// (the catalogue's filters included) need not ask for it again. Were it asked for, a failed
// request would land on the root's error view below, a bare page without header and footer,
// instead of the page's own error view inside the site layout.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && defaultShouldRevalidate;
}

// Without JavaScript, tabs cannot switch: show every tab panel instead and hide the tab lists;
// controls that only a script can work (marked data-needs-script, e.g. the theme toggle) are hidden.
// Tailwind's preflight hides [hidden] with !important inside @layer base; an !important rule
// wins in the layer declared first, so this style declares its own layer before the site's
// stylesheet (SiteStyles).
const NO_SCRIPT_STYLE = `@layer noscript{[role="tabpanel"][hidden]{display:block!important}[role="tablist"]{display:none!important}[data-needs-script]{display:none!important}}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    // The inline theme script may add `dark` before React hydrates.
    <html lang="en-ZA" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={BRAND_COLOURS.theme} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={BRAND_COLOURS.darkTheme} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, applies the theme before first paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
        <SiteStyles />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        {/* Scrolls to the top on a new path and restores position on back/forward; the
            catalogue filters pass preventScrollReset so query changes keep the position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment the page became interactive; browser tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4">
        Please try again, or go back to the{" "}
        <Link to={"/" satisfies PagePath} className="underline">
          home page
        </Link>
        .
      </p>
    </main>
  );
}
