import { nextTryDelayMs } from "@/lib/webhooks/retry-schedule";

// A failing receiver is tried again soon at first, then further apart, for about a day.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

test("the first retry comes within a minute, the waits grow, and the tries stop after about a day", () => {
  delete process.env.JOB_RETRY_BASE_MS;
  const waits: number[] = [];
  for (let attempts = 1; ; attempts++) {
    const wait = nextTryDelayMs(attempts);
    if (wait === null) break;
    waits.push(wait);
  }
  expect(waits[0]).toBeGreaterThanOrEqual(4_000);
  expect(waits[0]).toBeLessThan(MINUTE);
  expect(waits[1]).toBeLessThan(MINUTE);
  for (let i = 1; i < 6; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]);
  const total = waits.reduce((sum, wait) => sum + wait, 0);
  expect(total).toBeGreaterThan(18 * HOUR);
  expect(total).toBeLessThan(27 * HOUR);
  expect(Math.max(...waits)).toBeLessThanOrEqual(7.2 * HOUR);
});

test("waits are jittered, so receivers coming back are not hit by every delivery at once", () => {
  const firsts = new Set(Array.from({ length: 20 }, () => nextTryDelayMs(1)));
  expect(firsts.size).toBeGreaterThan(1);
});
