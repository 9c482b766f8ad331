// Adds up the Vitest and Playwright JSON reports and fails when a suite ran no test or left
// no report (it crashed before writing one), so a silently skipped run cannot pass CI.
// Prints "N passed, N failed", then the name and the opening lines of every failed test's error
// (a property's counterexample, an assertion's expected and received), since the suites' own
// output may be cut short where a CI log is read.
import { existsSync, readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

/** Vitest: each file's assertion results. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => ({ name: `${file.name} > ${test.fullName}`, error: test.failureMessages?.[0] })),
  );
}

/** Playwright: suites nest; a test failed if its last try did not pass as expected. */
function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === "unexpected" || test.status === "flaky")
      .map((test) => ({
        name: `[${test.projectName}] ${[...path, spec.title].join(" > ")}`,
        error: test.results.find((result) => result.error)?.error?.message,
      })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, path))];
}

/** The error's first lines that say something, each cut to a readable width. */
const opening = (text) =>
  stripVTControlCharacters(text ?? "")
    .split("\n")
    .map((line) => line.trim().slice(0, 300))
    .filter((line) => line !== "" && !line.startsWith("at "))
    .slice(0, 12)
    .join("\n    ");

let passed = 0;
let failed = 0;
let missing = 0;
const failures = [];
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
  const found = report.stats
    ? (report.suites ?? []).flatMap((suite) => playwrightFailures(suite))
    : vitestFailures(report);
  failures.push(...found.map((failure) => ({ ...failure, file })));
}
console.log(`${passed} passed, ${failed} failed`);
for (const { file, name, error } of failures) console.log(`FAILED (${file}) ${name}\n    ${opening(error)}`);
process.exit(failed || missing ? 1 : 0);
