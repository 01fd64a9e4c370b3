import { FLOAT64_BLOCK } from "@/lib/reports/kept-float64-arrays";
import { GroupedDurations, keptAfterRemoving, medianAndP90 } from "@/lib/reports/seconds-percentiles";
import { packedSeconds } from "@/tests/support/binary-copy";

// The report's percentiles are PostgreSQL's percentile_cont, selected in Node from the packed
// durations (8-byte big-endian microseconds) the tally's rows and the events' query send as bytes.

const packed = (...seconds: number[]) => packedSeconds(seconds);

/** Each group's durations, the pieces given as [group, packing] or [group, packing, "removed"], groups laid out in `order`. */
function laidOut(pieces: [number, Buffer, "removed"?][], order: number[]) {
  const durations = new GroupedDurations();
  try {
    for (const [group, bytes, removed] of pieces) durations.add(group, bytes, { removed: removed === "removed" });
    const { values, starts } = durations.laidOut(order);
    return order.map((_, i) => [...values.subarray(starts[i], starts[i + 1])]);
  } finally {
    durations.release();
  }
}

test("durations unpack to the seconds they were, fractions and long ones included, each group's pieces in order", () => {
  expect(
    laidOut(
      [
        [0, packed(0, 1.5)],
        [1, packed(9)],
        [0, packed(300.000001, 40 * 86_400)],
      ],
      [0, 1],
    ),
  ).toEqual([[0, 1.5, 300.000001, 40 * 86_400], [9]]);
  expect(laidOut([], [])).toEqual([]);
  expect(
    laidOut(
      [
        [0, packed()],
        [0, packed(7)],
      ],
      [0, 1],
    ),
  ).toEqual([[7], []]);
});

test("groups lie side by side in the order asked, so neighbours' durations can be selected together", () => {
  const durations = new GroupedDurations();
  durations.add(0, packed(1, 2));
  durations.add(1, packed(3));
  durations.add(2, packed(4, 5, 6));
  const { values, starts } = durations.laidOut([2, 0]);
  expect(starts).toEqual([0, 3, 5]);
  expect([...values.subarray(0, 5)]).toEqual([4, 5, 6, 1, 2]);
  durations.release();
});

test("groups laid out one call after another each come whole, a longer one than the array held included", () => {
  const durations = new GroupedDurations();
  const long = Array.from({ length: FLOAT64_BLOCK + 10 }, (_, i) => i / 2);
  durations.add(0, packed(1, 2));
  durations.add(1, packedSeconds(long));
  durations.add(2, packed(3, 4, 5));
  durations.add(2, packed(4), { removed: true });
  const lay = (group: number) => {
    const { values, starts } = durations.laidOut([group]);
    return [...values.subarray(0, starts[1])];
  };
  expect(lay(0)).toEqual([1, 2]);
  expect(lay(1)).toEqual(long);
  expect(lay(2)).toEqual([3, 5]);
  expect(lay(0)).toEqual([1, 2]);
  durations.release();
});

test("long packings unpack whole, across blocks, from views at any offset of the chunks they came in", () => {
  const seconds = Array.from({ length: 6_000 }, (_, i) => i * 3_600.25 + 0.000001);
  // As a row's field arrives: a view at any offset of the chunk it came in.
  const pieces = Array.from({ length: 60 }, (_, k) => {
    const bytes = packedSeconds(seconds.slice(k * 100, (k + 1) * 100));
    const chunk = Buffer.alloc((k % 8) + bytes.length);
    bytes.copy(chunk, k % 8);
    return chunk.subarray(k % 8);
  });
  expect(pieces[3].byteOffset % 8).toBe(3);
  // More than a block's worth between the groups' pieces, so each group's durations span blocks.
  const filler = packedSeconds(Array.from({ length: FLOAT64_BLOCK + 5 }, (_, i) => i));
  const [first, second] = laidOut(
    [
      [0, packed(2)],
      ...pieces.map((piece): [number, Buffer] => [0, piece]),
      [1, filler],
      [0, packedSeconds(seconds)],
      [0, packed(1)],
    ],
    [0, 1],
  );
  expect(first).toEqual([2, ...seconds, ...seconds, 1]);
  expect(second).toHaveLength(FLOAT64_BLOCK + 5);
  expect(second.at(-1)).toBe(FLOAT64_BLOCK + 4);
});

test("durations removed from a group take away one of their equals each, in that group only", () => {
  expect(
    laidOut(
      [
        [0, packed(60, 60, 120)],
        [1, packed(60, 30)],
        [0, packed(60), "removed"],
        [1, packed(45), "removed"],
      ],
      [0, 1],
    ),
  ).toEqual([
    [60, 120],
    [60, 30],
  ]);
  const values = Float64Array.from([60, 120]);
  expect(keptAfterRemoving(values, new Float64Array(0))).toBe(2);
  expect([...values]).toEqual([60, 120]);
});

test("a report's arrays are given back and serve the next, whose results are its own", () => {
  const first = laidOut([[0, packedSeconds(Array.from({ length: 3_000 }, (_, i) => i))]], [0]);
  expect(first[0]).toHaveLength(3_000);
  expect(
    laidOut(
      [
        [0, packed(5, 6)],
        [1, packed(7)],
      ],
      [1, 0],
    ),
  ).toEqual([[7], [5, 6]]);
});

test("the median and 90th percentile interpolate between the nearest ranks, as percentile_cont does", () => {
  // percentile_cont(0.5) of 60, 180, 300, 420 is 240; percentile_cont(0.9) is 420 - 0.3 * 120 = 384.
  expect(medianAndP90(Float64Array.from([420, 60, 300, 180]))).toEqual({ median: 240, p90: 384 });
  expect(medianAndP90(Float64Array.from([90]))).toEqual({ median: 90, p90: 90 });
  expect(medianAndP90(new Float64Array(0))).toEqual({ median: null, p90: null });
  const many = Float64Array.from({ length: 10_001 }, (_, i) => (i * 7919) % 10_001);
  expect(medianAndP90(many)).toEqual({ median: 5000, p90: 9000 });
});
