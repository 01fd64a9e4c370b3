import { env } from "@/lib/config/env";

// Whether a moment falls within work hours, in the company's time zone (APP_TIMEZONE, by default
// America/Sao_Paulo, where the product's users are).
export type WeekFlags = Record<
  "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday",
  boolean
>;
export type Hours = { start: string; end: string };

const DAYS: (keyof WeekFlags)[] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

export const appTimeZone = () => env().APP_TIMEZONE;

/** The weekday and HH:mm of a moment in the company's time zone. */
export function localTime(at: Date, timeZone = appTimeZone()) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = DAYS[["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday"))];
  return { weekday, time: `${part("hour")}:${part("minute")}` };
}

/** Open on the flagged days, from start to end (inclusive of start, exclusive of end). */
export function withinHours(at: Date, days: WeekFlags, hoursFor: (weekday: keyof WeekFlags) => Hours | null): boolean {
  const { weekday, time } = localTime(at);
  const hours = days[weekday] ? hoursFor(weekday) : null;
  return !!hours && time >= hours.start && time < hours.end;
}

/** A day whose flag is off: closed all day, whatever the hours. */
export const isDayOff = (at: Date, days: WeekFlags) => !days[localTime(at).weekday];

export const isWeekend = (weekday: keyof WeekFlags) => weekday === "saturday" || weekday === "sunday";
