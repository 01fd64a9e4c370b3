import { appTimeZone } from "@/lib/chatbot/work-hours";

/** The range the Reports screen opens with: the last 30 days, today included, in the tenant's time zone. */
export function defaultReportRange(now = new Date()) {
  const to = new Intl.DateTimeFormat("sv-SE", { timeZone: appTimeZone() }).format(now);
  const from = new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
