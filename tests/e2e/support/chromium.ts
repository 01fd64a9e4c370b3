import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

// Playwright cannot download its browsers here: use CHROMIUM_PATH, else Debian's headless shell,
// else Debian's Chromium, else Playwright's own if one was installed. Never skip silently when none
// is found. The headless shell (package chromium-headless-shell) is the old headless mode that
// Playwright's own headless Chromium is: the same Blink without the browser's window machinery, a
// sixth less CPU a test than the full browser. The interface benchmark asks for the full browser,
// which is what people use (`shell: false`).
export function chromiumExecutable({ shell = true }: { shell?: boolean } = {}): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (shell && existsSync("/usr/bin/chromium-headless-shell")) return "/usr/bin/chromium-headless-shell";
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const bundled = safeBundledPath();
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's headless shell (apt-get install -y chromium-headless-shell), " +
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
