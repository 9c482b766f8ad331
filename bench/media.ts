import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureMediaUploads } from "./media-upload";
import { freePort, startServer } from "./server-process";
import { formatTable } from "./table";

// `npm run bench:media`: builds, starts the production server on a fresh data directory and
// measures uploads of a 10 MB photo (target: under 3 s each) and GET / latency meanwhile.
// Writes bench/results/media-DATE.json. `--no-build` reuses the existing build.

const TARGET_UPLOAD_MS = 3000;

async function main() {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-media-"));
  const admin = { email: "admin@example.com", password: "bench-password" };
  const server = await startServer(
    { DATA_DIR: path.join(work, "data"), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    await freePort(),
  );
  try {
    const solutions = (await (await fetch(`${server.url}/api/solutions`)).json()) as {
      data: { id: string }[];
    };
    const id = solutions.data[0]?.id;
    if (!id) throw new Error("the demo catalogue has no solutions");
    await (await fetch(`${server.url}/`)).arrayBuffer();
    const result = await measureMediaUploads(server.url, admin, id);
    const load = os.loadavg()[0]?.toFixed(1);
    console.log(
      `\n${formatTable(
        ["measure", "value"],
        [
          ["photo", `${(result.photoBytes / 2 ** 20).toFixed(1)} MiB JPEG`],
          ["upload + processing, each", result.uploadMs.map((ms) => `${ms} ms`).join(", ")],
          [
            "GET / alone: p50 / p95",
            `${result.homeIdle.p50Ms} / ${result.homeIdle.p95Ms} ms (${result.homeIdle.samples} requests, ${result.homeIdle.errors} errors)`,
          ],
          [
            "GET / during uploads: p50 / p95",
            `${result.homeDuringUploads.p50Ms} / ${result.homeDuringUploads.p95Ms} ms (${result.homeDuringUploads.samples} requests, ${result.homeDuringUploads.errors} errors)`,
          ],
          ["machine load average (1 min)", String(load)],
        ],
      )}\n`,
    );
    const slowest = Math.max(...result.uploadMs);
    console.log(
      `${slowest < TARGET_UPLOAD_MS ? "met" : "not met"}: upload and processing under ${TARGET_UPLOAD_MS} ms`,
    );
    mkdirSync("bench/results", { recursive: true });
    const date = new Date().toISOString();
    const file = path.join("bench/results", `media-${date.slice(0, 10)}.json`);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, load ${load}, Node ${process.version}`;
    writeFileSync(file, `${JSON.stringify({ date, machine, ...result }, null, 2)}\n`);
    console.log(`written to ${file}`);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
