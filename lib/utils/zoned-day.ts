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
export const dayIn = (at: Date, timeZone: string) => wallTimeIn(at, timeZone).slice(0, 10);

/** The moment a wall-clock time (as Date.UTC's milliseconds) reads on the zone's clock. */
function momentOfWall(wall: number, timeZone: string) {
  // The offset at that time itself, found from a first guess (the offset may change that day).
  const guess = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(guess), timeZone));
}

/** When a day (YYYY-MM-DD) begins and ends in the zone, as moments; a day of a clock change is 23 or 25 hours. */
export function zonedDayRange(day: string, timeZone: string) {
  const [y, m, d] = day.split("-").map(Number);
  return {
    start: momentOfWall(Date.UTC(y, m - 1, d), timeZone),
    end: momentOfWall(Date.UTC(y, m - 1, d + 1), timeZone),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as the zone's clock reads it, in a datetime-local field's form: YYYY-MM-DDTHH:mm:ss. */
export function wallTimeIn(at: Date, timeZone: string) {
  const p = partsIn(at, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The moment the zone's clock reads a datetime-local time (YYYY-MM-DDTHH:mm[:ss]); null when it is no such time. */
export function momentAtWallTime(wallTime: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(wallTime);
  if (!match) return null;
  const [y, mo, d, h, mi, s = "0"] = match.slice(1).map((part) => part ?? "0");
  return momentOfWall(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s), timeZone);
}

// An IANA name (Area/Location, UTC, Etc/GMT+3), not an offset such as +03:00, which newer
// runtimes accept but PostgreSQL reads with the opposite sign.
const IANA_NAME = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The zone's name, spelled as the runtime spells it when only the case differs (america/manaus is
 * America/Manaus; Asia/Kolkata stays, though older runtimes resolve it to Asia/Calcutta), or null
 * for a name the runtime does not know.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > 64 || !IANA_NAME.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

/** Whether the runtime knows the IANA zone name (UTC included). */
export const isTimeZone = (name: string) => canonicalTimeZone(name) !== null;
