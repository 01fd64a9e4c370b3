import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./tests/e2e/support/chromium";

// End-to-end tests run against the real server.ts (production build) in a real Chromium.
// Each worker starts its own server on its own data directory (tests/e2e/support/fixtures.ts), so
// spec files on different workers share nothing. Two workers: most of a test is waiting (on the
// server, the browser, a pacing delay), which the other worker's test fills. A third finds both
// cores busy: each test took 40 % longer and the whole 7.7 minutes against 7.9.
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
    // A trace records every action's snapshots whether the test fails or not: a third of the
    // browser's CPU. CI runs on a machine nobody opens afterwards, so it records none; its log
    // names the failing step. Locally a failure keeps its trace for `npx playwright show-trace`.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
