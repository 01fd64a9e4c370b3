// Whether a moment falls within work hours, in the company's time zone (its `timeZone` setting,
// lib/tenants/tenant-clock.ts).
export type WeekFlags = Record<
  "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday",
  boolean
>;
export type Hours = { start: string; end: string };

const DAYS: (keyof WeekFlags)[] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The weekday and HH:mm of a moment in the company's time zone. */
export function localTime(at: Date, timeZone: string) {
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

/** Open on the flagged days, from start to end (inclusive of start, exclusive of end), on the zone's clock. */
export function withinHours(
  at: Date,
  timeZone: string,
  days: WeekFlags,
  hoursFor: (weekday: keyof WeekFlags) => Hours | null,
): boolean {
  const { weekday, time } = localTime(at, timeZone);
  const hours = days[weekday] ? hoursFor(weekday) : null;
  return !!hours && time >= hours.start && time < hours.end;
}

/** A day whose flag is off: closed all day, whatever the hours. */
export const isDayOff = (at: Date, timeZone: string, days: WeekFlags) => !days[localTime(at, timeZone).weekday];

export const isWeekend = (weekday: keyof WeekFlags) => weekday === "saturday" || weekday === "sunday";
