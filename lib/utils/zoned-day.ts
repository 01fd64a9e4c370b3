// Days and hours as a time zone sees them (a company's own, its `timeZone` setting), whatever the server's own.

function partsIn(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** How far the zone's wall clock is ahead of UTC at that moment, in milliseconds. */
function offsetAt(at: Date, timeZone: string) {
  const p = partsIn(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD) of a moment in the zone. */
export function dayIn(at: Date, timeZone: string) {
  const { year, month, day } = partsIn(at, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The hour (0-23) of a moment on the zone's clock. */
export const hourIn = (at: Date, timeZone: string) => partsIn(at, timeZone).hour;

/** When a day (YYYY-MM-DD) begins and ends in the zone, as moments; a day of a clock change is 23 or 25 hours. */
export function zonedDayRange(day: string, timeZone: string) {
  const startOf = (y: number, m: number, d: number) => {
    const wall = Date.UTC(y, m - 1, d);
    // The offset at midnight itself, found from a first guess (the offset may change that night).
    const guess = wall - offsetAt(new Date(wall), timeZone);
    return new Date(wall - offsetAt(new Date(guess), timeZone));
  };
  const [y, m, d] = day.split("-").map(Number);
  return { start: startOf(y, m, d), end: startOf(y, m, d + 1) };
}

// An IANA name (Area/Location, UTC, Etc/GMT+3), not an offset such as +03:00, which newer
// runtimes accept but PostgreSQL reads with the opposite sign.
const IANA_NAME = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/;

/** The zone's name as the runtime spells it (america/manaus is America/Manaus), or null for a name it does not know. */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > 64 || !IANA_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether the runtime knows the IANA zone name (UTC included). */
export const isTimeZone = (name: string) => canonicalTimeZone(name) !== null;
