import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { databaseTestFiles, testFiles } from "./tests/support/database-test-files.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// Unit and integration tests. Kept apart from vite.config.ts: the React Router plugin
// is for building the app, not for running server tests.
export default defineConfig({
  test: {
    // On PostgreSQL (TEST_DATABASE_URL, the second pass of .ci/run) only the files that open a
    // database run: the rest never meet one and gain nothing from a second pass.
    include: process.env.TEST_DATABASE_URL
      ? databaseTestFiles(root, testFiles(root))
      : ["{app,domain,server,tests}/**/*.test.{ts,tsx}"],
    // The reliability suite has its own config and command (vitest.reliability.config.ts).
    exclude: ["tests/reliability/**", "**/node_modules/**"],
    globalSetup: ["./tests/support/global-setup.ts"],
    // Timeouts catch hangs, not slowness: CI shares two cores with other work, and a test that
    // spawns processes or opens PGlite can take many times its idle duration there.
    testTimeout: 120_000,
    // One test file a core, not Vitest's default of one fewer: the files wait on child
    // processes, media tools and the database much of the time, and on 2 cores two workers ran
    // the suite in 259 s against 365 s with one (7 Dec 2026, one run after the other).
    maxWorkers: availableParallelism(),
    hookTimeout: 180_000,
    // The JSON report lets .ci/run count what ran; VITEST_REPORT names it per database.
    reporters: ["default", "json"],
    outputFile: { json: process.env.VITEST_REPORT ?? "test-results/vitest.json" },
  },
});
