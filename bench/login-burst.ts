import { type LatencySummary, latencySummary } from "./percentile";
import { freePort, startServer } from "./server-process";

// Point 3 of issue 11: while 200 wrong passwords arrive at once, how long do other visitors
// wait for a page and for a built asset? The allowance is lifted (LOGIN_RATE_LIMIT=0) and each
// guess comes from its own address (TRUST_PROXY=1), so every guess reaches password hashing:
// the worst case, which only the hashing queue bounds (decision 0016).

const BURST = 200;
/** Visitors fetching back to back while the burst lasts, each on its own connection. */
const VISITORS = 4;

export interface BurstFigure extends LatencySummary {
  name: string;
  target: string;
}

export async function measureLoginBurst(env: Record<string, string>) {
  const server = await startServer({ ...env, LOGIN_RATE_LIMIT: "0", TRUST_PROXY: "1" }, await freePort());
  try {
    return await burstAgainst(server.url);
  } finally {
    await server.stop();
  }
}

/** The burst against a running server started with LOGIN_RATE_LIMIT=0 and TRUST_PROXY=1. */
async function burstAgainst(baseUrl: string) {
  const server = { url: baseUrl };
  {
    const home = await (await fetch(`${server.url}/`)).text();
    const asset = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
    if (!asset) throw new Error("no built asset found in the home page");
    // Warm: the first answers of a fresh process compile and cache.
    for (const urlPath of ["/", asset]) await fetch(`${server.url}${urlPath}`).then((r) => r.arrayBuffer());

    const timings: Record<string, number[]> = { "/": [], [asset]: [] };
    let bursting = true;
    let visitorErrors = 0;
    const visitor = async (urlPath: string) => {
      while (bursting) {
        const started = performance.now();
        try {
          await fetch(`${server.url}${urlPath}`).then((r) => r.arrayBuffer());
          timings[urlPath]?.push(performance.now() - started);
        } catch {
          // A kept-alive connection the server closed as it was reused: counted, not timed.
          visitorErrors++;
        }
      }
    };
    const visitors = Array.from({ length: VISITORS }, (_, i) => visitor(i % 2 ? asset : "/"));
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ email: `guess${i}@example.com`, password: "wrong-guess" }),
        }).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      ),
    );
    const burstMs = Math.round(performance.now() - started);
    bursting = false;
    await Promise.all(visitors);

    const answered: Record<number, number> = {};
    for (const status of statuses) answered[status] = (answered[status] ?? 0) + 1;
    const figures: BurstFigure[] = Object.entries(timings).map(([urlPath, samples]) => ({
      name: `GET ${urlPath === "/" ? "/" : "/assets/… (built JS)"} during a ${BURST}-guess burst`,
      ...latencySummary(samples),
      target: "p95 < 100 ms",
    }));
    return { burstMs, answered, visitorErrors, figures };
  }
}
