import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./tests/e2e/support/chromium";

// End-to-end tests run against the real server.ts (production build) in a real Chromium.
// Each worker starts its own server on its own data directory (tests/e2e/support/fixtures.ts), so
// spec files on different workers share nothing. Two workers: most of a test is waiting (on the
// server, the browser, a pacing delay), which the other worker's test fills.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // No retries, in CI either: a flaky test must show, not pass on its second try.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
