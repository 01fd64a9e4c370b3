import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

// Playwright cannot download its browsers here: use CHROMIUM_PATH, else Debian's Chromium, else
// Playwright's own if one was installed. Never skip silently when none is found.
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const bundled = safeBundledPath();
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's chromium (apt-get install -y chromium), " +
      "set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium` where downloads work.",
  );
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
