import { dayIn } from "@/lib/utils/zoned-day";

/** The range the Reports screen opens with: the last 30 days, today included, in the tenant's time zone. */
export function defaultReportRange(timeZone: string, now = new Date()) {
  const to = dayIn(now, timeZone);
  const from = new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
