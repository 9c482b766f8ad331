// Adds up the Vitest and Playwright JSON reports and fails when a suite ran no test or left
// no report (it crashed before writing one), so a silently skipped run cannot pass CI.
// Prints "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let missing = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`${file}: no report (the suite did not finish)`);
    missing++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  const [ok, bad] = report.stats
    ? [report.stats.expected, report.stats.unexpected + report.stats.flaky] // Playwright
    : [report.numPassedTests, report.numFailedTests]; // Vitest
  console.log(`${file}: ${ok} passed, ${bad} failed`);
  if (!ok) {
    console.error(`${file}: no test ran`);
    missing++;
  }
  passed += ok;
  failed += bad;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed || missing ? 1 : 0);
