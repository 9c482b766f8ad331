// Where an enquiry came from (docs/decisions/0023-lead-inbox.md): the page it was sent from,
// the solution the visitor was reading, the site that referred the visit and its utm_* tags.
// The forms send these beside their fields (JSON fields, or hidden inputs without JavaScript);
// no cookie is involved. A visitor's enquiry is never refused over them: a value that does not
// fit is dropped or cut, not reported. No zod here, like text-rules.ts: the public forms import it.

import { isReservedSolutionId } from "../content/finder";
import { secretRouteOf } from "../secret-paths";

export const ATTRIBUTION_FIELDS = [
  "sourcePage",
  "solutionId",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
] as const;
type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** Every field is text; "" when unknown. */
export type Attribution = Record<AttributionField, string>;

export const NO_ATTRIBUTION: Attribution = {
  sourcePage: "",
  solutionId: "",
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
};

/** The query parameters a campaign link carries, and the field each one fills. */
const UTM_PARAMETERS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
} as const satisfies Record<string, AttributionField>;

const SOLUTION_ID = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;
const SOLUTION_PAGE = /^\/solutions\/([^/?#]+)\/?$/;
const MAX_PAGE = 300;
const MAX_TAG = 100;

/** Control characters (NUL included) never belong in any of these fields. */
const isControl = (char: string) => char < " " || char === "\u007f";

function text(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  return [...value]
    .filter((char) => !isControl(char))
    .join("")
    .trim()
    .slice(0, max);
}

/**
 * A path on this site, without query or fragment (they may hold a visitor's details), and a
 * reset link's by its route (its token would let whoever reads it choose the password).
 */
function pagePath(value: unknown): string {
  const path = text(value, 2000).split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/") || path.startsWith("//")) return "";
  return secretRouteOf(path) ?? path.slice(0, MAX_PAGE);
}

/** A host name, from a bare host or a whole URL; never the path of the referring page. */
function hostName(value: unknown): string {
  let host = text(value, 2000).toLowerCase();
  if (host.includes("/")) {
    try {
      host = new URL(host).host;
    } catch {
      return "";
    }
  }
  return HOST.test(host) ? host : "";
}

function solutionFrom(explicit: unknown, page: string): string {
  const id = text(explicit, 100);
  if (SOLUTION_ID.test(id)) return id;
  const fromPage = SOLUTION_PAGE.exec(page)?.[1] ?? "";
  // /solutions/match is the finder's page, not a solution's (decision 0085).
  return SOLUTION_ID.test(fromPage) && !isReservedSolutionId(fromPage) ? fromPage : "";
}

/** The attribution in a submitted body (JSON or form fields), whatever else it holds. */
export function readAttribution(input: unknown): Attribution {
  if (!input || typeof input !== "object") return NO_ATTRIBUTION;
  const fields = input as Record<string, unknown>;
  const sourcePage = pagePath(fields.sourcePage);
  return {
    sourcePage,
    solutionId: solutionFrom(fields.solutionId, sourcePage),
    referrerHost: hostName(fields.referrerHost),
    utmSource: text(fields.utmSource, MAX_TAG),
    utmMedium: text(fields.utmMedium, MAX_TAG),
    utmCampaign: text(fields.utmCampaign, MAX_TAG),
  };
}

/** The utm_* tags of a URL's query, as attribution fields (absent ones left out). */
export function utmFromQuery(query: URLSearchParams): Partial<Attribution> {
  const found: Partial<Attribution> = {};
  for (const [parameter, field] of Object.entries(UTM_PARAMETERS)) {
    const value = text(query.get(parameter), MAX_TAG);
    if (value) found[field] = value;
  }
  return found;
}
