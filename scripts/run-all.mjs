// Runs the npm scripts named on the command line one after another, all of them even when
// one fails, then exits non-zero if any failed. `npm test` uses it so that a failing unit
// test does not hide what the browser tests would have said.
import { spawnSync } from "node:child_process";

const failed = [];
for (const script of process.argv.slice(2)) {
  const { status, signal } = spawnSync("npm", ["run", script], { stdio: "inherit" });
  if (status !== 0) failed.push(`${script} (${signal ?? `exit ${status}`})`);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
