import { env } from "@/lib/config/env";

// The waits after each failed try: the first retry within a minute, then further apart, about a
// day in all (22 h) before the delivery fails and its endpoint is disabled.
const WAITS_MS = [5, 30, 120, 600, 3_600, 3 * 3_600, 6 * 3_600, 6 * 3_600, 6 * 3_600].map((s) => s * 1000);

/**
 * The wait before the next try after `attempts` failed ones (±20 % jitter, so receivers coming
 * back are not hit by every sender at once), or null when the last has failed. JOB_RETRY_BASE_MS
 * replaces every wait (tests).
 */
export function nextTryDelayMs(attempts: number): number | null {
  const wait = WAITS_MS[attempts - 1];
  if (wait === undefined) return null;
  return env().JOB_RETRY_BASE_MS ?? Math.round(wait * (0.8 + Math.random() * 0.4));
}
