import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { PagePath } from "#domain/page-paths";
import { readAttribution, utmFromQuery } from "#domain/sales-desk/enquiry-attribution";
import {
  type DeviceClass,
  type InsightDimension,
  type InsightPeriod,
  SITE_UTC_OFFSET_HOURS,
  siteDay,
} from "#domain/sales-desk/insights";
import { carriesCredentials } from "../../auth/session-cookie";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { insightCounts } from "../../db/schema";
import { insightsReport } from "./insights-report";

// Cookieless counting of public page views (docs/decisions/0029-cookieless-insights.md).

/** A crash loses at most this much counting, never an enquiry (those are stored at once). */
const FLUSH_INTERVAL_MS = 5_000;
/**
 * Distinct values one dimension may take per day before the rest are counted as OTHER: any
 * path answers 200 (unknown ones show the home page), so random paths must not grow the
 * table or this process's memory without bound. WhatsApp clicks are not held to it: they come
 * counted under a page of ours or OTHER already (whatsappClick), so made-up pages cannot push
 * a real one into OTHER (decision 0071).
 */
const MAX_VALUES_PER_DIMENSION = 1_000;
export const OTHER_VALUE = "(other)";
const ROWS_PER_STATEMENT = 500;
/**
 * Distinct requests gathered before they are counted all at once: counting hashes the visitor
 * and reads the page's dimensions, about a microsecond, so a cached page's request only notes
 * what it asked for (decision 0039). Bounds this process's memory between two flushes.
 */
const MAX_UNCOUNTED = 5_000;
/**
 * Visitors counted a day from one network at most; its other browsers count as one more. A
 * client sending a new user agent with each request would otherwise be a new visitor each
 * time (issue 29.7); five leave room for a household or an office behind one address.
 */
const MAX_VISITORS_PER_NETWORK = 5;
const DAY_MS = 86_400_000;

/**
 * Remembers `compute`'s answers for the keys seen most recently. Readers send the same user
 * agents, addresses and pages over and over, so the regular expressions and hashing are done
 * once for each, not at every count. Emptied whole when full, which bounds its memory.
 */
function remembered<V>(limit = 5_000) {
  let answers = new Map<string, V>();
  return {
    get(key: string, compute: () => V): V {
      let answer = answers.get(key);
      if (answer === undefined) {
        if (answers.size >= limit) answers = new Map();
        answer = compute();
        answers.set(key, answer);
      }
      return answer;
    },
    clear: () => {
      answers = new Map();
    },
  };
}

const botAgents = remembered<boolean>();

/**
 * What one client may be: an IPv4 address, or an IPv6 address's /64, which is handed to one
 * line or host and all of whose addresses it can use in turn.
 */
export function networkOf(address: string): string {
  // IPv4, also as an IPv4-mapped IPv6 address; or no address at all ("unknown").
  if (address.includes(".") || !address.includes(":")) return address;
  const [head = "", tail] = (address.split("%", 1)[0] ?? "").split("::");
  const groups = head ? head.split(":") : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(":") : [];
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill("0"), ...rest);
  }
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}

// An Android without "Mobile" after it is a tablet. Looked up once from the last "Android",
// not with `Android(?!.*Mobile)`, which scans the rest of the header from every "Android" in
// it: a header full of them took time quadratic in its length.
const androidTablet = (userAgent: string) => {
  const android = userAgent.toLowerCase().lastIndexOf("android");
  return android !== -1 && !/mobile/i.test(userAgent.slice(android));
};

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Kindle|Silk|PlayBook/i.test(userAgent) || androidTablet(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** What a request for a page, as it came, is counted under: once for each view of it. */
interface UncountedView {
  url: string;
  /** For a click on a WhatsApp button: the page of ours it was on, or OTHER_VALUE. */
  whatsappFrom: string | undefined;
  /** For a description typed into the finder: the solutions it was shown, by id (never its words). */
  finderShown: string | undefined;
  referer: string | undefined;
  host: string | undefined;
  userAgent: string;
  clientIp: string;
  views: number;
}

const DATA_SUFFIX = ".data";

/** The path of a page of ours that `referer` names, without a trailing slash; undefined for any other. */
function ownPageOf(referer: string | undefined, hosts: string[]): string | undefined {
  if (!referer) return undefined;
  try {
    const { host, pathname } = new URL(referer);
    return hosts.includes(host) ? pathname.replace(/(.)\/$/, "$1") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The URL of the page a request showed: its own for a page's HTML. For React Router's data of
 * a page (`/solutions/x.data`, `/_root.data` for `/`), the page's, when the app asked for it
 * on another of our pages: navigating there (a full load fetches no data). Data for the page
 * already shown is asked for again after a form or a change of its query (the catalogue's
 * filters), which is no new view; data asked for from nowhere is no app's.
 */
function viewedUrl(view: UncountedView, hosts: string[]): string | undefined {
  const { url } = view;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.endsWith(DATA_SUFFIX)) return url;
  const page =
    path === `/_root${DATA_SUFFIX}` ? ("/" satisfies PagePath) : path.slice(0, -DATA_SUFFIX.length);
  const shown = ownPageOf(view.referer, hosts);
  if (shown === undefined || shown === page) return undefined;
  return queryAt === -1 ? page : page + url.slice(queryAt);
}

/** What one page view is counted under: every dimension it has a value for; none when it is no view. */
function dimensionsOf(view: UncountedView, publicHost: string): [InsightDimension, string][] {
  // A click on a WhatsApp button counts under the page it was on, and as nothing else.
  if (view.whatsappFrom !== undefined) return [["whatsapp", view.whatsappFrom]];
  // A description counts once, and once under each solution it was shown (decision 0085).
  if (view.finderShown !== undefined)
    return [
      ["finder", ""],
      ...view.finderShown
        .split(" ")
        .filter(Boolean)
        .map((id): [InsightDimension, string] => ["finder-match", id]),
    ];
  const hosts = view.host ? [publicHost, view.host] : [publicHost];
  const url = viewedUrl(view, hosts);
  if (url === undefined) return [];
  const queryAt = url.indexOf("?");
  const attribution = readAttribution({
    sourcePage: url,
    referrerHost: view.referer,
    ...(queryAt === -1 ? {} : utmFromQuery(new URLSearchParams(url.slice(queryAt + 1)))),
  });
  const found: [InsightDimension, string][] = [
    ["site", ""],
    ["page", attribution.sourcePage],
    ["device", deviceClass(view.userAgent)],
  ];
  if (attribution.solutionId) found.push(["solution", attribution.solutionId]);
  // Moving between our own pages is not a referral.
  const referrer = attribution.referrerHost;
  if (referrer && !hosts.includes(referrer)) {
    found.push(["referrer", referrer]);
  }
  const { utmSource, utmMedium, utmCampaign } = attribution;
  if (utmSource || utmMedium || utmCampaign) {
    found.push(["campaign", JSON.stringify([utmSource, utmMedium, utmCampaign])]);
  }
  return found;
}

interface PendingRow {
  day: string;
  dimension: InsightDimension;
  value: string;
  views: number;
  visitors: number;
}

type InsightsConfig = Pick<Config, "INSIGHTS" | "PUBLIC_URL">;

export function createInsights(db: Database, config: InsightsConfig, logger: Logger, now = Date.now) {
  const enabled = config.INSIGHTS === "on";
  const publicHost = new URL(config.PUBLIC_URL).host;

  // Today's salt and the visitors seen today under each dimension and value. They never leave
  // this process and are dropped at midnight, so no stored count can be traced to a visitor.
  let day = "";
  let dayEnds = 0;
  let salt = Buffer.alloc(0);
  let seen = new Map<string, Set<string>>();
  // The visitors counted today from each network, to bound them (MAX_VISITORS_PER_NETWORK).
  let visitorsOfNetwork = new Map<string, Set<string>>();
  let valuesPerDimension = new Map<InsightDimension, number>();
  let pending = new Map<string, PendingRow>();
  let uncounted = new Map<string, UncountedView>();
  let flushing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  // Address and user agent to today's visitor hash, kept in memory only, like the salt.
  const visitors = remembered<string>();
  const views = remembered<[InsightDimension, string][]>();

  function startDay(at: number) {
    day = siteDay(at);
    dayEnds = Date.parse(`${day}T00:00:00Z`) - SITE_UTC_OFFSET_HOURS * 3_600_000 + DAY_MS;
    salt = randomBytes(32);
    // Yesterday's hashes were made with yesterday's salt.
    visitors.clear();
    seen = new Map();
    visitorsOfNetwork = new Map();
    valuesPerDimension = new Map();
  }

  function count(dimension: InsightDimension, value: string, visitor: string, views: number) {
    let key = `${dimension}\0${value}`;
    let visitors = seen.get(key);
    if (!visitors) {
      const known = valuesPerDimension.get(dimension) ?? 0;
      if (known >= MAX_VALUES_PER_DIMENSION && dimension !== "whatsapp") {
        value = OTHER_VALUE;
        key = `${dimension}\0${value}`;
        visitors = seen.get(key);
      }
      if (!visitors) {
        visitors = new Set();
        seen.set(key, visitors);
        valuesPerDimension.set(dimension, known + 1);
      }
    }
    const firstToday = !visitors.has(visitor);
    if (firstToday) visitors.add(visitor);
    const pendingKey = `${day}\0${key}`;
    let row = pending.get(pendingKey);
    if (!row) {
      row = { day, dimension, value, views: 0, visitors: 0 };
      pending.set(pendingKey, row);
    }
    row.views += views;
    if (firstToday) row.visitors += 1;
  }

  const hash = (text: string) => createHash("sha256").update(salt).update(text).digest("base64url");

  /** Today's visitor hash of a client: its own, or its network's once that has its fill. */
  function visitorOf(clientIp: string, userAgent: string): string {
    const addressAndAgent = `${clientIp}\n${userAgent}`;
    return visitors.get(addressAndAgent, () => {
      const own = hash(addressAndAgent);
      const network = networkOf(clientIp);
      let counted = visitorsOfNetwork.get(network);
      if (!counted) {
        counted = new Set();
        visitorsOfNetwork.set(network, counted);
      }
      // The last place is the network's own, shared by every browser beyond the others.
      if (counted.has(own) || counted.size < MAX_VISITORS_PER_NETWORK - 1) {
        counted.add(own);
        return own;
      }
      return hash(network);
    });
  }

  /** Counts the views gathered since the last time, under the day they were made on. */
  function countGathered() {
    const gathered = uncounted;
    uncounted = new Map();
    for (const view of gathered.values()) {
      const { userAgent } = view;
      // A request without a user agent is a script, not a reader.
      if (botAgents.get(userAgent, () => !userAgent || isbot(userAgent))) continue;
      const page = `${view.url}\0${view.whatsappFrom ?? ""}\0${view.finderShown ?? ""}\0${view.referer ?? ""}\0${view.host ?? ""}\0${userAgent}`;
      const dimensions = views.get(page, () => dimensionsOf(view, publicHost));
      if (dimensions.length === 0) continue;
      const visitor = visitorOf(view.clientIp, userAgent);
      for (const [dimension, value] of dimensions) count(dimension, value, visitor, view.views);
    }
  }

  /**
   * Gathers a request to be counted (a view, or a click when `whatsappFrom` is given), unless it
   * came from a signed-in browser or one asking not to be tracked (DNT, Global Privacy Control).
   * Bots are left out when it is counted.
   */
  function gather(
    req: { headers: IncomingHttpHeaders; url?: string },
    clientIp: string,
    whatsappFrom?: string,
    finderShown?: string,
  ) {
    if (!enabled) return;
    const { headers } = req;
    if (headers.dnt === "1" || headers["sec-gpc"] === "1" || carriesCredentials(headers)) return;
    const at = now();
    if (at >= dayEnds) {
      // What was gathered belongs to the day that is ending.
      countGathered();
      startDay(at);
    }
    const url = req.url ?? "/";
    const { referer, host } = headers;
    const userAgent = headers["user-agent"] ?? "";
    const key = `${url}\0${whatsappFrom ?? ""}\0${finderShown ?? ""}\0${referer ?? ""}\0${host ?? ""}\0${userAgent}\0${clientIp}`;
    const gathered = uncounted.get(key);
    if (gathered) gathered.views += 1;
    else {
      if (uncounted.size >= MAX_UNCOUNTED) countGathered();
      uncounted.set(key, { url, whatsappFrom, finderShown, referer, host, userAgent, clientIp, views: 1 });
    }
  }

  async function write(rows: PendingRow[]) {
    // The same order on every instance, so two instances' upserts never wait on each other in a cycle.
    rows.sort((a, b) =>
      `${a.day}\0${a.dimension}\0${a.value}` < `${b.day}\0${b.dimension}\0${b.value}` ? -1 : 1,
    );
    await db.transaction(async (tx) => {
      for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
        await tx
          .insert(insightCounts)
          .values(rows.slice(at, at + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [insightCounts.day, insightCounts.dimension, insightCounts.value],
            set: {
              views: sql`${insightCounts.views} + excluded.views`,
              visitors: sql`${insightCounts.visitors} + excluded.visitors`,
            },
          });
      }
    });
  }

  /** Adds the counts gathered since the last flush to the database; kept for the next one if it fails. */
  function flush(): Promise<void> {
    countGathered();
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await write([...batch.values()]);
      } catch (error) {
        for (const [key, row] of batch) {
          const later = pending.get(key);
          if (later) {
            later.views += row.views;
            later.visitors += row.visitors;
          } else pending.set(key, row);
        }
        logger.warn({ err: error, rows: batch.size }, "insights: counts not written yet; will retry");
      }
    });
    return flushing;
  }

  return {
    /** Counts a GET that was answered 200 with a public page or its data (see viewedUrl). */
    pageView: (req: IncomingMessage, clientIp: string) => gather(req, clientIp),
    /**
     * Counts a click through /go/whatsapp under `page`: a page of ours, or OTHER_VALUE for any
     * other `from` (the caller knows which pages are ours). The report reads a page's clicks as
     * its visitors, so each visitor's clicks count once a day (decision 0071).
     */
    whatsappClick: (req: IncomingMessage, clientIp: string, page: string) => gather(req, clientIp, page),
    /**
     * Counts a description typed into the finder and the solutions it was shown, as a page view
     * is counted (no cookie, the day's salt). `url` is the finder's path, without the words.
     */
    finderDescription: (
      req: { headers: IncomingHttpHeaders; url: string },
      clientIp: string,
      shown: string[],
    ) => gather(req, clientIp, undefined, shown.join(" ")),
    flush,
    start() {
      if (!enabled || timer) return;
      timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
      timer.unref();
    },
    /** Stops the timer and writes what is left (at shutdown, after the last request). */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
    report: (days: InsightPeriod) => insightsReport(db, days, now()),
  };
}
