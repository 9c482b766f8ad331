import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./server/node-flags";

// End-to-end tests against the production build (`npm run build` first), in Debian's
// Chromium: browser downloads are not possible here. Each run gets a fresh data directory.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-admin-password" };
// Kept in the environment, which the test workers inherit, so that they read the same folder
// (this file is evaluated again in each worker). The run that made it removes it as it exits,
// after the server has stopped: a test run leaves nothing in the temporary folder.
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  process.env.E2E_DATA_DIR = made;
  process.on("exit", () => rmSync(made, { recursive: true, force: true }));
}
const DATA_DIR = process.env.E2E_DATA_DIR;
/** Where the server writes the mail it sends (no SMTP_URL): the tests read reset links here. */
export const E2E_OUTBOX = path.join(DATA_DIR, "outbox");
/**
 * ENQUIRY_MIN_FILL_SECONDS of the e2e server: on a busy test machine even a bot's send takes a
 * few seconds from page to post, so a margin above the production 3 keeps e2e/spam.spec.ts
 * telling too fast from human; tests sending real enquiries wait this long (takeAPersonsTime).
 */
export const E2E_MIN_FILL_SECONDS = 10;

/** The specs the phone project runs whole, and the tag that adds a test from any other spec. */
const PHONE_SPECS = [
  "on-a-phone",
  "admin-lists-on-a-phone",
  "phone-frictions",
  "first-tap",
  "first-paint",
  "typed-before-scripts",
  "enquiry-without-signal",
];
const PHONE_TESTS = new RegExp(`@phone|\\b(${PHONE_SPECS.join("|")})\\.spec\\.ts`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./e2e/artifacts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Timeouts catch hangs, not slowness: CI shares two cores with other work.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json", { outputFile: "e2e/artifacts/report.json" }]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    // 375 px: the narrowest common phone width, which the layouts must still fit, with touch.
    // Only what differs on a phone runs here (issue 53): the specs about phones, and tests
    // elsewhere tagged @phone. The rest behaves the same at any width, and a test that needs
    // 375 px without touch sets that viewport itself in the desktop project.
    {
      name: "phone",
      grep: PHONE_TESTS,
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(" ")} server.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 300_000,
    // Stopped as a service manager stops it, so it closes the database and its lock file.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // Set, not defaulted: only a PUBLIC_URL set to this machine allows the webhook test's
      // local receiver in production (decision 0069).
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Unlimited: every test posts enquiries from one address, one of them 5,000 of them
      // (admin-contacts-at-scale). The limit itself is covered by the API tests.
      ENQUIRY_RATE_LIMIT: "0",
      ENQUIRY_MIN_FILL_SECONDS: String(E2E_MIN_FILL_SECONDS),
      // Lets Settings › Payments keep gateway keys (decision 0092).
      SETTINGS_ENCRYPTION_KEY: "e2e-settings-encryption-key-of-40-characters",
    },
  },
});
