// Adds up the Vitest and Playwright JSON reports and fails when a suite ran no test,
// so a silently skipped browser run cannot pass CI. Prints "N passed, N failed".
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const [ok, bad] = report.stats
    ? [report.stats.expected, report.stats.unexpected + report.stats.flaky] // Playwright
    : [report.numPassedTests, report.numFailedTests]; // Vitest
  console.log(`${file}: ${ok} passed, ${bad} failed`);
  if (!ok) {
    console.error(`${file}: no test ran`);
    process.exit(1);
  }
  passed += ok;
  failed += bad;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
