// Pages whose path carries a secret: a password-reset link's token (/reset-password/<token>,
// and /reset-password/<token>.data for React Router's data requests), and a quote's buyer link
// (/q/<token>, /q/<token>/pdf: whoever holds it can read, accept or decline the quote and pay
// its deposit). Whoever holds the path can use the link, so it is never counted, stored or
// cached as it is: where such a page must be named (page views, an enquiry's source page) it
// goes by its route (docs/decisions/0029-cookieless-insights.md, amendment of 26 Nov 2026). The
// reset route is app/routes.ts's, the quote's server/site/quote-page.ts's; the log has its own
// rule (server/log-safety.ts), which covers the API too.

const SECRET_ROUTES = ["/reset-password", "/q"];

/** The route of a path whose rest is a secret (`/reset-password`, `/q`); undefined for any other path. */
export function secretRouteOf(path: string): string | undefined {
  // React Router matches paths whatever their case.
  const lower = path.toLowerCase();
  return SECRET_ROUTES.find((route) => lower.startsWith(`${route}/`));
}
