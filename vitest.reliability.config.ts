import { defineConfig } from "vitest/config";

// `npm run test:reliability`: the slow tests that start the production server as a child
// process (crashes, load, slow clients, shutdown, a database outage). They need the build, and run one file at a
// time so that no test's load disturbs another's timing.
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    reporters: ["default", "json"],
    outputFile: { json: process.env.VITEST_REPORT ?? "test-results/vitest-reliability.json" },
  },
});
