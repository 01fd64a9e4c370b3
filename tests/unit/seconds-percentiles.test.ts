import { medianAndP90, PackedDurations, withoutRemoved } from "@/lib/reports/seconds-percentiles";

// The report's percentiles are PostgreSQL's percentile_cont, selected in Node from the packed
// durations (8-byte big-endian microseconds) the tally's rows and the events' query send in base64.

const packed = (...seconds: number[]) => {
  const bytes = Buffer.alloc(seconds.length * 8);
  seconds.forEach((value, i) => bytes.writeBigInt64BE(BigInt(Math.round(value * 1e6)), i * 8));
  return bytes.toString("base64");
};
const unpacked = (...pieces: string[]) => {
  const durations = new PackedDurations();
  for (const piece of pieces) durations.add(piece);
  return [...durations.seconds()];
};

test("durations unpack to the seconds they were, fractions and long ones included, packings in order", () => {
  expect(unpacked(packed(0, 1.5), packed(300.000001, 40 * 86_400))).toEqual([0, 1.5, 300.000001, 40 * 86_400]);
  expect(unpacked()).toEqual([]);
  expect(unpacked(packed(), packed(7))).toEqual([7]);
});

test("long packings unpack whole, with the line breaks PostgreSQL's base64 puts every 76 characters", () => {
  const seconds = Array.from({ length: 6_000 }, (_, i) => i * 3_600.25 + 0.000001);
  const pieces = Array.from({ length: 60 }, (_, k) =>
    packed(...seconds.slice(k * 100, (k + 1) * 100)).replace(/.{76}/g, "$&\n"),
  );
  expect(pieces[0]).toContain("\n");
  expect(unpacked(packed(2), ...pieces, packed(...seconds), packed(1))).toEqual([2, ...seconds, ...seconds, 1]);
});

test("the median and 90th percentile interpolate between the nearest ranks, as percentile_cont does", () => {
  // percentile_cont(0.5) of 60, 180, 300, 420 is 240; percentile_cont(0.9) is 420 - 0.3 * 120 = 384.
  expect(medianAndP90(Float64Array.from([420, 60, 300, 180]))).toEqual({ median: 240, p90: 384 });
  expect(medianAndP90(Float64Array.from([90]))).toEqual({ median: 90, p90: 90 });
  expect(medianAndP90(new Float64Array(0))).toEqual({ median: null, p90: null });
  const many = Float64Array.from({ length: 10_001 }, (_, i) => (i * 7919) % 10_001);
  expect(medianAndP90(many)).toEqual({ median: 5000, p90: 9000 });
});

test("a removed duration takes away one of its equals, not all", () => {
  expect([...withoutRemoved(Float64Array.from([60, 60, 120]), Float64Array.from([60]))]).toEqual([60, 120]);
  expect([...withoutRemoved(Float64Array.from([60, 120]), new Float64Array(0))]).toEqual([60, 120]);
});
