/** The site footer's id. The first paint waits until it is parsed (app/root.tsx, decision 0022). */
export const SITE_FOOTER_ID = "site-footer";
