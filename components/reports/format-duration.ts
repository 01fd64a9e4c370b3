// A number of seconds as the two largest units that matter ("4 min 30 s", "2 h 5 min", "1 d 3 h"),
// in the reader's language; "–" for no figure.
const UNITS = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
] as const;

export function formatDuration(seconds: number | null, locale: string): string {
  if (seconds === null) return "–";
  const whole = Math.round(seconds);
  const first = UNITS.findIndex(([, size]) => whole >= size);
  const [unit, size] = UNITS[first === -1 ? UNITS.length - 1 : first];
  const format = (value: number, name: (typeof UNITS)[number][0]) =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "narrow" }).format(value);
  const main = format(Math.floor(whole / size), unit);
  const next = UNITS[first + 1];
  const rest = next && first !== -1 ? Math.floor((whole % size) / next[1]) : 0;
  return rest ? `${main} ${format(rest, next[0])}` : main;
}
