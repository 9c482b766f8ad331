import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "#server/db/client";
import { FILL, ROWS } from "./contacts";
import { percentile } from "./percentile";
import { createScratchPostgres } from "./scratch-postgres";
import { formatTable } from "./table";

// `npm run bench -- holds --no-build`: how long one admin request holds the server's only
// thread (issue 52) with 100,000 enquiries, 70,000 of them with a note naming "called back".
// The server runs in this process, as on PGlite it runs beside the database (with the server's
// node flags: bench/run.ts starts the run again with them), and curl sends the
// requests from processes of their own; the longest event-loop delay while a request is answered
// (monitorEventLoopDelay, 1 ms resolution) is what every other visitor waited at most. HOLDS_BEFORE_DIR, a copy of an earlier commit's server/
// and domain/ (with package.json and node_modules beside them), is measured on the same
// database in the same run, before the code here:
//   git archive <commit> server domain package.json | tar -x -C /tmp/before && ln -s $PWD/node_modules /tmp/before/
// Target: no request holds the thread more than 100 ms on PGlite; the many-notes search answers
// 200 with p95 under 1 s on PGlite and 300 ms on PostgreSQL.

const SAMPLES = Number(process.env.HOLDS_SAMPLES ?? 10);
// HOLDS_ONLY=unpaged,search measures only the requests whose names contain one of the words.
const ONLY = process.env.HOLDS_ONLY?.split(",").filter(Boolean) ?? [];
const CAL_SECRET = "bench-cal-secret";
const NOTED_WORD = "called back";
const NOTES = 70_000;

interface Figure {
  what: string;
  status: number;
  p50: number;
  p95: number;
  holdMs: number;
  /** The longest hold in CPU time (cpuHold). */
  cpuMs: number;
}

/** One admin site (the API behind its HTTP server) of the code in `codeDir`, on `database`. */
async function startSite(codeDir: string, database: DatabaseHandle) {
  const load = (file: string) => import(pathToFileURL(path.join(codeDir, file)).href);
  const [{ loadConfig }, { createLogger }, { createServices }, { createSiteListener }, http] =
    await Promise.all([
      load("server/config.ts"),
      load("server/logger.ts"),
      load("server/services/container.ts"),
      load("server/site/app.ts"),
      load("server/http/node/node-server.ts"),
    ]);
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    PUBLIC_URL: "http://site.test",
    CAL_WEBHOOK_SECRET: CAL_SECRET,
  });
  const logger = createLogger("silent");
  const services = createServices(database.db, config, logger, {
    acceptedConnections: http.acceptedConnections,
  });
  const running = await http.listen(
    createSiteListener({ services, config, logger, database }),
    0,
    "127.0.0.1",
    {
      headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    },
  );
  const email = `bench-${Date.now()}@example.com`;
  await services.users.create({ name: "Bench", email, password: "bench-password", role: "admin" });
  const url = `http://127.0.0.1:${running.port}`;
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench-password" }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    url,
    token,
    async close() {
      await running.close(5_000);
      await services.outbox.stop();
      await services.webhooks.stop();
      await services.insights.stop();
    },
  };
}

type Site = Awaited<ReturnType<typeof startSite>>;
interface Call {
  path: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * The most CPU time this thread spent between two ticks of a 1 ms timer: the longest hold in
 * CPU, which a crowded machine does not stretch as it stretches the wall-clock delay (a thread
 * waiting for a core spends none). `stop()` answers it in ms.
 */
function cpuHold() {
  let last = process.threadCpuUsage();
  let most = 0;
  const timer = setInterval(() => {
    const used = process.threadCpuUsage(last);
    most = Math.max(most, (used.user + used.system) / 1000);
    last = process.threadCpuUsage();
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return most;
    },
  };
}

/**
 * One request sent by curl, in a process of its own, its answer read and dropped there: the
 * client then takes nothing of this thread, and the holds measured are the server's alone (a
 * `fetch` here read and unzipped the unpaged list's tens of MB on the same thread). The status.
 */
function curl(url: string, method: string, body: string | undefined, headers: Record<string, string>) {
  const args = ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", method, url];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (body !== undefined) args.push("--data-binary", "@-");
  return new Promise<number>((resolve, reject) => {
    const child = spawn("curl", args, { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", () => resolve(Number(out)));
    child.stdin.end(body ?? "");
  });
}

/** `SAMPLES` calls one at a time (after two unmeasured), with their times and the longest hold. */
async function measure(site: Site, what: string, call: () => Call): Promise<Figure> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const times: number[] = [];
  let holdMs = 0;
  let cpuMs = 0;
  let status = 0;
  for (let i = 0; i < SAMPLES + 2; i++) {
    const { path: where, method = "GET", body, headers = {} } = call();
    delay.enable();
    delay.reset();
    const cpu = cpuHold();
    const started = performance.now();
    const answered = await curl(`${site.url}${where}`, method, body, {
      authorization: `Bearer ${site.token}`,
      "accept-encoding": "gzip",
      ...headers,
    });
    const took = performance.now() - started;
    delay.disable();
    const cpuHeld = cpu.stop();
    status = answered;
    if (i < 2) continue;
    times.push(took);
    holdMs = Math.max(holdMs, delay.max / 1e6);
    cpuMs = Math.max(cpuMs, cpuHeld);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    what,
    status,
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    holdMs: round(holdMs),
    cpuMs: round(cpuMs),
  };
}

/** A Cal.com booking for ten attendees, signed as Cal.com signs it. */
function booking(): Call {
  const attendees = Array.from({ length: 10 }, () => ({
    email: `P${1 + Math.floor(Math.random() * ROWS)}@EXAMPLE.co.za`,
  }));
  const body = JSON.stringify({
    triggerEvent: "BOOKING_CREATED",
    payload: { startTime: "2026-12-01T09:00:00Z", attendees },
  });
  return {
    path: "/api/integrations/cal",
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "x-cal-signature-256": createHmac("sha256", CAL_SECRET).update(body).digest("hex"),
    },
  };
}

/** What an administrator's clicks ask for; `cursor` is where the 90th export page starts. */
function requests(cursor: string | null): [string, () => Call][] {
  return [
    ["inbox page 2,000 (of 50)", () => ({ path: "/api/contact?page=2000&pageSize=50" })],
    [
      "export page 90 (of 1,000)",
      () => ({
        path: cursor ? `/api/contact?pageSize=1000&after=${cursor}` : "/api/contact?page=90&pageSize=1000",
      }),
    ],
    ["unpaged GET /api/contact", () => ({ path: "/api/contact" })],
    [
      `search "${NOTED_WORD}" (70,000 notes), first page`,
      () => ({ path: `/api/contact?q=${encodeURIComponent(NOTED_WORD)}&page=1&pageSize=50` }),
    ],
    [
      "search a surname (1,000 enquiries), first page",
      () => ({ path: "/api/contact?q=dlamini&page=1&pageSize=50" }),
    ],
    ["Cal.com booking, 10 attendees", booking],
  ];
}

async function fill(database: DatabaseHandle) {
  await database.migrate();
  await database.db.execute(FILL);
  await database.db.execute(sql`
    insert into contact_notes (contact_id, author_name, body)
    select id, 'Sales', 'Called back about the quote' from contacts order by id limit ${NOTES}`);
  await database.db.execute(sql`analyze`);
}

async function measureOn(label: string, target: DatabaseTarget): Promise<string[][]> {
  const database = await openDatabase(target);
  const rows: string[][] = [];
  try {
    await fill(database);
    const beforeDir = process.env.HOLDS_BEFORE_DIR;
    const phases: [string, string][] = beforeDir ? [["before", beforeDir]] : [];
    phases.push(["after", process.cwd()]);
    const results = new Map<string, Figure[]>();
    for (const [phase, dir] of phases) {
      // Before, as the earlier code had it: no index on lower(email) (migration 0029), the
      // notes' own index (dropped by migration 0031).
      await database.db.execute(
        phase === "before"
          ? sql`drop index if exists contacts_email_created_idx`
          : sql`create index if not exists contacts_email_created_idx on contacts (lower(email), created_at)`,
      );
      await database.db.execute(
        phase === "before"
          ? sql`create index if not exists contact_notes_search_trgm_idx on contact_notes using gin (lower(body) gin_trgm_ops)`
          : sql`drop index if exists contact_notes_search_trgm_idx`,
      );
      const site = await startSite(dir, database);
      try {
        const page89 = await fetch(`${site.url}/api/contact?page=89&pageSize=1000`, {
          headers: { authorization: `Bearer ${site.token}` },
        });
        const { next } = (await page89.json()) as { next?: string | null };
        const figures: Figure[] = [];
        for (const [what, call] of requests(next ?? null)) {
          if (ONLY.length === 0 || ONLY.some((word) => what.includes(word)))
            figures.push(await measure(site, what, call));
        }
        results.set(phase, figures);
      } finally {
        await site.close();
      }
    }
    const after = results.get("after") ?? [];
    after.forEach((figure, i) => {
      const before = results.get("before")?.[i];
      const cell = (f: Figure | undefined) =>
        f
          ? `${f.holdMs} wall (${f.cpuMs} CPU) / ${f.p50} / ${f.p95}${f.status === 200 ? "" : ` (${f.status})`}`
          : "";
      rows.push([`${label}: ${figure.what}`, cell(before), cell(figure)]);
    });
  } finally {
    await database.close();
  }
  return rows;
}

export async function benchHolds(postgresUrl: string) {
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-holds-"));
  const rows: string[][] = [];
  try {
    rows.push(...(await measureOn("PGlite", { kind: "pglite", dataDir: path.join(work, "data") })));
    if (postgresUrl) {
      const scratch = await createScratchPostgres(postgresUrl);
      try {
        rows.push(...(await measureOn("PostgreSQL", { kind: "postgres", url: scratch.url })));
      } finally {
        await scratch.drop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `\nAdmin requests with ${ROWS.toLocaleString("en-ZA")} enquiries and ${NOTES.toLocaleString("en-ZA")} notes, ${SAMPLES} each, one at a time, ms: longest hold of the thread in wall-clock time (the longest any other visitor waited) and in CPU time (the thread's own work, which a crowded machine does not stretch) / p50 / p95; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}\n`,
  );
  console.log(formatTable(["request", "before", "after"], rows));
}
