import { canonicalTimeZone, dayIn, momentAtWallTime, wallTimeIn, zonedDayRange } from "@/lib/utils/zoned-day";

test("a day in São Paulo runs from 03:00 UTC to 03:00 UTC the next day, whatever the server's zone", () => {
  expect(zonedDayRange("2026-11-25", "America/Sao_Paulo")).toEqual({
    start: new Date("2026-11-25T03:00:00Z"),
    end: new Date("2026-11-26T03:00:00Z"),
  });
  expect(dayIn(new Date("2026-11-26T02:30:00Z"), "America/Sao_Paulo")).toBe("2026-11-25");
});

test("a day with a clock change is 23 or 25 hours long", () => {
  const spring = zonedDayRange("2026-03-08", "America/New_York");
  expect(spring.start).toEqual(new Date("2026-03-08T05:00:00Z"));
  expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
  const autumn = zonedDayRange("2026-11-01", "America/New_York");
  expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  // The last day of a month runs into the first of the next.
  expect(zonedDayRange("2026-12-31", "UTC")).toEqual({
    start: new Date("2026-12-31T00:00:00Z"),
    end: new Date("2027-01-01T00:00:00Z"),
  });
});

test("a time entered on a company's clock is the moment that clock reads it, and reads back the same", () => {
  const at = momentAtWallTime("2026-11-25T09:30", "America/Manaus");
  expect(at).toEqual(new Date("2026-11-25T13:30:00Z"));
  expect(wallTimeIn(at!, "America/Manaus")).toBe("2026-11-25T09:30:00");
  expect(wallTimeIn(at!, "Asia/Tokyo")).toBe("2026-11-25T22:30:00");
  expect(momentAtWallTime("2026-03-08T12:00:15", "America/New_York")).toEqual(new Date("2026-03-08T16:00:15Z"));
  expect(momentAtWallTime("", "UTC")).toBeNull();
});

test("a time zone is an IANA name the runtime knows, spelled as it spells it", () => {
  expect(canonicalTimeZone("america/manaus")).toBe("America/Manaus");
  expect(canonicalTimeZone("utc")).toBe("UTC");
  expect(canonicalTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
  for (const name of ["Mars/Olympus", "+03:00", "", "America/" + "x".repeat(80)])
    expect(canonicalTimeZone(name)).toBeNull();
});
