import { type Attribution, utmFromQuery } from "#domain/sales-desk/enquiry-attribution";

// Where this visit came from, remembered in memory from the page the visitor landed on: the
// site that referred them and the campaign tags of the landing address. Moving between pages
// in the app keeps it; nothing is stored in cookies or in the browser's storage
// (docs/decisions/0023-lead-inbox.md).

let landing: Partial<Attribution> | undefined;

/** Called once the app runs in the browser, while the address is still the landing one. */
export function rememberLanding() {
  if (landing) return;
  const found: Partial<Attribution> = utmFromQuery(new URLSearchParams(window.location.search));
  try {
    const referrer = document.referrer ? new URL(document.referrer) : undefined;
    if (referrer && referrer.host !== window.location.host) found.referrerHost = referrer.host;
  } catch {
    // An unreadable referrer says nothing about the visit.
  }
  landing = found;
}

/** The attribution fields to send with an enquiry from the page at `sourcePage`. */
export function visitAttribution(
  sourcePage: string,
  onPage: Partial<Attribution> = {},
): Partial<Attribution> {
  rememberLanding();
  const current = utmFromQuery(new URLSearchParams(window.location.search));
  return { ...landing, ...current, ...onPage, sourcePage };
}
