import { formatDuration } from "@/components/reports/format-duration";

// The report's times, in the two largest units that matter, in the reader's language.
test.each([
  [null, "en", "–"],
  [0, "en", "0s"],
  [45.4, "en", "45s"],
  [60, "en", "1m"],
  [330, "en", "5m 30s"],
  [3900, "en", "1h 5m"],
  [7200, "en", "2h"],
  [90_061, "en", "1d 1h"],
  [330, "pt", "5 min 30 s"],
  [3900, "es", "1h 5min"],
])("%s seconds in %s: %s", (seconds, locale, text) => {
  expect(formatDuration(seconds, locale).replace(/\s/g, " ")).toBe(text);
});
