import { dayIn, hourIn, zonedDayRange } from "@/lib/utils/zoned-day";

test("a day in São Paulo runs from 03:00 UTC to 03:00 UTC the next day, whatever the server's zone", () => {
  expect(zonedDayRange("2026-11-25", "America/Sao_Paulo")).toEqual({
    start: new Date("2026-11-25T03:00:00Z"),
    end: new Date("2026-11-26T03:00:00Z"),
  });
  expect(dayIn(new Date("2026-11-26T02:30:00Z"), "America/Sao_Paulo")).toBe("2026-11-25");
  expect(hourIn(new Date("2026-11-26T02:30:00Z"), "America/Sao_Paulo")).toBe(23);
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
