import { execFileSync } from "node:child_process";

// The server runs in production mode, so it needs a build of the current sources.
// E2E_SKIP_BUILD=1 reuses the existing .next when iterating locally.
export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}
