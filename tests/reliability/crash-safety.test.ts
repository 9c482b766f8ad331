import { afterAll, describe, expect, it } from "vitest";
import { INTEREST_VALUES } from "#domain/options";
import { adminHeaders } from "./admin";
import { createDataStore, type DataStore, startSite } from "./support";

// DESIGN "Nothing lost": an enquiry that got a 2xx survives a crash of the process. Clients
// keep sending enquiries while the server is killed (SIGKILL: no shutdown code runs) at random
// moments and started again on the same data; afterwards every acknowledged enquiry must be
// stored exactly once and unchanged. One that lost its connection may or may not be stored
// (its commit may have happened just before the kill), but never twice.

const CLIENTS = 50;
const CRASHES = 20;
// Every simulated client comes from this one machine's address: no per-address limit applies.
const SERVER_ENV = { ENQUIRY_RATE_LIMIT: "0", BODIES_PER_CLIENT: "100000" };

type Enquiry = ReturnType<typeof enquiry>;

/** Enquiry `n`, identified by its email; the fields vary so a mix-up between rows shows. */
function enquiry(kind: string, n: number) {
  return {
    name: `Crash Client ${n}`,
    email: `crash-${kind}-${n}@example.com`,
    company: `Company ${n} (Pty) Ltd`,
    phone: `+27 ${String(n).padStart(9, "0")}`,
    message: `Enquiry ${n} from the ${kind} crash test: naïve café, ünïcode ✓ and\na second line.`,
    interest: INTEREST_VALUES[n % INTEREST_VALUES.length],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds; fails only when it never does within `withinMs` (a hang). */
async function until(done: () => boolean, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${withinMs / 1000} s`);
    await sleep(5);
  }
}

/** What the clients saw, shared with the loop that crashes the server. */
interface Traffic {
  /** The server to send to; null while it is down. */
  url: string | null;
  cycle: number;
  done: boolean;
  sent: Map<string, Enquiry>;
  /** Email to the id the server answered with, for enquiries answered 201. */
  acknowledged: Map<string, { id: string; cycle: number }>;
  /** Responses that were neither a 201 nor a lost connection. */
  unexpected: string[];
  connectionErrors: number;
  /** Requests under way right now, and summed over the moments of the kills. */
  inFlight: number;
  inFlightAtKills: number;
}

async function client(kind: string, traffic: Traffic, nextNumber: () => number) {
  while (!traffic.done) {
    const { url, cycle } = traffic;
    if (!url) {
      await sleep(5);
      continue;
    }
    const sent = enquiry(kind, nextNumber());
    traffic.sent.set(sent.email, sent);
    traffic.inFlight++;
    try {
      const response = await fetch(`${url}/api/contact/enquiry`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(sent),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      if (response.status === 201) {
        traffic.acknowledged.set(sent.email, { id: JSON.parse(text).data.id, cycle });
      } else {
        traffic.unexpected.push(`${response.status} ${text.slice(0, 200)}`);
      }
    } catch {
      // The server died under this request (or was not there): not acknowledged. A client
      // would try again later with a new submission, as this one does.
      traffic.connectionErrors++;
      await sleep(10);
    } finally {
      traffic.inFlight--;
    }
  }
}

describe.each(["pglite", "postgres"] as const)("crash safety on %s", (kind) => {
  let store: DataStore | undefined;
  afterAll(async () => {
    await store?.remove();
  });

  it(`keeps every acknowledged enquiry exactly once through ${CRASHES} SIGKILLs`, async () => {
    store = await createDataStore(kind);
    const started = performance.now();
    const traffic: Traffic = {
      url: null,
      cycle: 0,
      done: false,
      sent: new Map(),
      acknowledged: new Map(),
      unexpected: [],
      connectionErrors: 0,
      inFlight: 0,
      inFlightAtKills: 0,
    };
    let counter = 0;
    const clients = Array.from({ length: CLIENTS }, () => client(kind, traffic, () => counter++));

    const startupsMs: number[] = [];
    try {
      for (let cycle = 0; cycle < CRASHES; cycle++) {
        const server = await startSite(store, SERVER_ENV);
        startupsMs.push(server.readyAfterMs);
        traffic.cycle = cycle;
        traffic.url = server.url;
        // Kill once this start has acknowledged something, then at a random moment: a fixed
        // delay would, on a busy machine, kill servers that had not yet answered anyone.
        const acknowledgedBefore = traffic.acknowledged.size;
        await until(() => traffic.acknowledged.size > acknowledgedBefore, 120_000, "acknowledgement");
        await sleep(Math.random() * 500);
        traffic.inFlightAtKills += traffic.inFlight;
        await server.kill();
        traffic.url = null;
      }
    } finally {
      // Also when a restart fails, so that no client loops on after the test.
      traffic.done = true;
      await Promise.all(clients);
    }

    // A clean start on the same data, then read back what an administrator sees.
    const server = await startSite(store, SERVER_ENV);
    let stored: (Enquiry & { id: string })[];
    try {
      const response = await fetch(`${server.url}/api/contact`, {
        headers: await adminHeaders(server.url, store),
      });
      expect(response.status).toBe(200);
      stored = (await response.json()).data;
    } finally {
      await server.stop();
    }

    const byEmail = new Map<string, (Enquiry & { id: string })[]>();
    for (const row of stored) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
    const duplicated = [...byEmail].filter(([, rows]) => rows.length > 1).map(([email]) => email);
    const unknown = [...byEmail.keys()].filter((email) => !traffic.sent.has(email));
    const lost: string[] = [];
    const changed: string[] = [];
    for (const [email, { id }] of traffic.acknowledged) {
      const row = byEmail.get(email)?.[0];
      if (!row) lost.push(email);
      else if (row.id !== id || !matches(row, traffic.sent.get(email) as Enquiry)) changed.push(email);
    }
    const storedUnacknowledged = stored.filter((row) => !traffic.acknowledged.has(row.email)).length;
    const cyclesWithAcks = new Set([...traffic.acknowledged.values()].map((ack) => ack.cycle)).size;

    console.log(
      `${kind}: ${traffic.sent.size} sent, ${traffic.acknowledged.size} acknowledged ` +
        `(in ${cyclesWithAcks}/${CRASHES} crash cycles), ${storedUnacknowledged} ` +
        `unacknowledged but stored, ${traffic.inFlightAtKills} in flight at the kills, ` +
        `${traffic.connectionErrors} connection errors, ` +
        `starts took ${Math.round(Math.min(...startupsMs))}-${Math.round(Math.max(...startupsMs))} ms, ` +
        `${Math.round((performance.now() - started) / 1000)} s in all`,
    );
    expect(traffic.unexpected).toEqual([]);
    expect(lost).toEqual([]);
    expect(changed).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(unknown).toEqual([]);
    // Not vacuous: the server took enquiries between crashes, and was killed with some in flight.
    expect(traffic.acknowledged.size).toBeGreaterThanOrEqual(CRASHES);
    expect(cyclesWithAcks).toBeGreaterThanOrEqual(CRASHES / 2);
    expect(traffic.inFlightAtKills).toBeGreaterThan(0);
    // Twenty starts on a machine busy with other work took up to 20 s each: room for that,
    // with the wait for each acknowledgement as the guard against a hang.
  }, 900_000);
});

function matches(row: Enquiry, sent: Enquiry) {
  return (["name", "email", "company", "phone", "message", "interest"] as const).every(
    (field) => row[field] === sent[field],
  );
}
