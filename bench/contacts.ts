import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseTarget, openDatabase } from "#server/db/client";
import { processCpuSeconds } from "./load";
import { percentile } from "./percentile";
import { createScratchPostgres } from "./scratch-postgres";
import { freePort, type SpawnOptions, startServer } from "./server-process";

// `npm run bench -- contacts`: the admin inbox with 100,000 enquiries (docs/decisions/0023).
// Fills a fresh database (PGlite, then PostgreSQL) with CONTACTS_BENCH_ROWS enquiries, starts
// the production server on it, and times one request at a time, as an administrator's screen
// makes them: the first page of a search, of a status, of the overdue ones, and the dashboard.
// Targets: a search's first page p95 < 50 ms, the dashboard p95 < 100 ms.

export const ROWS = Number(process.env.CONTACTS_BENCH_ROWS ?? 100_000);
export const SAMPLES = Number(process.env.CONTACTS_BENCH_SAMPLES ?? 200);
const ADMIN = { email: "bench-admin@example.com", password: "bench-password" };

// Searches an administrator makes: a surname (about 1 % of rows), one person's email, a company,
// and an interest's label.
const SEARCHES = ["dlamini", "p4242@", "karoo traders 17", "receipt data"];

/** ROWS enquiries in one statement: names, emails and companies varied enough to search. */
export const FILL = sql.raw(`
insert into contacts (name, email, company, phone, message, interest, source, status, created_at, reply_due_at)
select
  (array['Thandi','Sipho','Ayanda','Lerato','Bongani','Naledi','Pieter','Anele'])[1 + i % 8] || ' ' ||
  (array['Mokoena','Nkosi','Botha','Naidoo','Khumalo','van Wyk','Mahlangu','Pillay','Dlamini','Smith',
         'Zulu','Ndlovu','Jacobs','Meyer','Sithole','Mthembu','Petersen','Mabena','Radebe','Cele',
         'Fourie','Govender','Shabalala','Molefe','Venter','Maseko','Baloyi','Ngcobo','Daniels','Tshabalala',
         'Kruger','Ntuli','Chetty','Mkhize','Steyn','Mazibuko','Hendricks','Nel','Moloi','Hlongwane',
         'Coetzee','Zwane','Adams','Mathebula','Reddy','Ndaba','Williams','Maluleke','Louw','Motaung',
         'Sibiya','Dube','Kekana','Phiri','Lekota','Marais','Mbatha','Moodley','Swart','Bhengu',
         'Xaba','Joubert','Masilela','Hadebe','Mnisi','Olivier','Cloete','Mokwena','Pretorius','Vilakazi',
         'Makhubu','Singh','Booysen','Moyo','Thwala','Mazibuko','Lombard','Buthelezi','Magagula','Jansen',
         'Gumede','Kubheka','Smit','Ramaphosa','Mokgadi','Erasmus','Moeketsi','Mavuso','Naicker','Qwabe',
         'Mahlaba','Rossouw','Sibanyoni','Mofokeng','Vermeulen','Masondo','Langa','Potgieter','Mbele','Hlatshwayo'])[1 + (i / 8) % 100],
  'p' || i || '@example.co.za',
  'Karoo Traders ' || (i % 1000),
  '+27 82 555 ' || lpad((i % 10000)::text, 4, '0'),
  'Enquiry number ' || i || E'\\nWe would like to know more.',
  (array['market-analysis','social-media','crm','inventory','chatbot','ocr','report-generation','automation','other'])[1 + i % 9],
  case when i % 2 = 0 then 'contact-page' else 'get-started' end,
  (array['new','new','in-progress','completed'])[1 + i % 4],
  now() - (i || ' seconds')::interval,
  -- About the working day the app would give (a day later): the older new ones are overdue.
  now() - (i || ' seconds')::interval + interval '1 day'
from generate_series(1, ${ROWS}) as i`);

export async function fill(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await database.db.execute(FILL);
    await database.db.execute(sql`analyze contacts`);
  } finally {
    await database.close();
  }
}

export interface Timing {
  what: string;
  p50: number;
  p95: number;
  /** The server's CPU time per request (all its threads), when its process id was given. */
  cpuMs?: number;
  target?: string;
}

/** The production server on an inbox, and an administrator's bearer token for it. */
export interface Inbox {
  url: string;
  pid: number;
  token: string;
}

/** A request an administrator's screen makes: a GET of `path`, or a POST of `body` as JSON. */
export type InboxRequest = string | { path: string; body: string };

/** Sends `request` as the administrator (a GET) or as a visitor (a POST); resolves with its status. */
export async function send(inbox: Inbox, request: InboxRequest): Promise<number> {
  const response = await fetch(
    `${inbox.url}${typeof request === "string" ? request : request.path}`,
    typeof request === "string"
      ? { headers: { authorization: `Bearer ${inbox.token}` } }
      : { method: "POST", headers: { "content-type": "application/json" }, body: request.body },
  );
  await response.arrayBuffer();
  return response.status;
}

export async function timeRequests(
  inbox: Inbox,
  what: string,
  requests: InboxRequest[],
  target?: string,
): Promise<Timing> {
  const times: number[] = [];
  let cpuBefore = 0;
  for (let i = 0; i < SAMPLES + 10; i++) {
    // The first ten warm the server up and are not counted.
    if (i === 10) cpuBefore = processCpuSeconds(inbox.pid);
    const started = performance.now();
    const status = await send(inbox, requests[i % requests.length] as InboxRequest);
    if (status >= 400) throw new Error(`${what}: ${status}`);
    if (i >= 10) times.push(performance.now() - started);
  }
  const cpuMs = ((processCpuSeconds(inbox.pid) - cpuBefore) * 1000) / SAMPLES;
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(percentile(times, share) * 10) / 10;
  return { what, p50: at(0.5), p95: at(0.95), cpuMs: Math.round(cpuMs * 100) / 100, target };
}

/** Starts the production server on the inbox in `env` and signs its administrator in. */
export async function startInbox(env: Record<string, string>, options: SpawnOptions = {}) {
  const server = await startServer(
    {
      ...env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "true",
      ENQUIRY_RATE_LIMIT: "0",
    },
    await freePort(),
    options,
  );
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { server, inbox: { url: server.url, pid: server.child.pid as number, token } };
}

/** The searches an administrator makes, each a first page of 50. */
export const SEARCH_PATHS = SEARCHES.map((q) => `/api/contact?q=${encodeURIComponent(q)}&page=1&pageSize=50`);

async function measureServer(label: string, env: Record<string, string>): Promise<Timing[]> {
  const { server, inbox } = await startInbox(env);
  try {
    return [
      await timeRequests(inbox, `${label}: search, first page`, SEARCH_PATHS, "p95 < 50 ms"),
      await timeRequests(inbox, `${label}: status filter, first page`, [
        "/api/contact?status=in-progress&page=1&pageSize=50",
        "/api/contact?page=1&pageSize=50",
      ]),
      await timeRequests(inbox, `${label}: overdue filter, first page`, [
        "/api/contact?overdue=true&page=1&pageSize=50",
      ]),
      await timeRequests(inbox, `${label}: dashboard`, ["/api/admin/dashboard"], "p95 < 100 ms"),
    ];
  } finally {
    await server.stop();
  }
}

export async function benchContacts(postgresUrl: string) {
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-contacts-"));
  const rows: Timing[] = [];
  try {
    const dataDir = path.join(work, "data");
    await fill({ kind: "pglite", dataDir });
    rows.push(...(await measureServer("PGlite", { DATA_DIR: dataDir })));
    if (postgresUrl) {
      const scratch = await createScratchPostgres(postgresUrl);
      try {
        await fill({ kind: "postgres", url: scratch.url });
        rows.push(...(await measureServer("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: scratch.url })));
      } finally {
        await scratch.drop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `\nAdmin inbox with ${ROWS.toLocaleString("en-ZA")} enquiries, ${SAMPLES} requests each, one at a time\n`,
  );
  console.log("| measurement | p50 ms | p95 ms | target |\n| --- | --- | --- | --- |");
  for (const row of rows)
    console.log(`| ${row.what} | ${row.p50} | ${row.p95} | ${row.target ?? "reported"} |`);
  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model}`,
    rows: ROWS,
    samples: SAMPLES,
    results: rows,
  };
  mkdirSync("bench/results", { recursive: true });
  const file = path.join("bench/results", `${report.date.slice(0, 10)}-contacts.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten to ${file}`);
}
