import type { EventRow } from "@/lib/reports/event-kind-groups";
import { figuresOnWorker } from "@/lib/reports/report-workers";
import { COPY_TRAILER, copyHeader, copyRow, packedSeconds } from "@/tests/support/binary-copy";

// A report's event figures are worked out on worker threads from the bytes of eventDurationsSql's
// binary COPY, which this thread hands over as the database sends them.

const packed = (...seconds: number[]) => packedSeconds(seconds);

/** A binary COPY of rows of kind, key, count, durations and durations removed. */
const copyOf = (rows: [string, string, number, Buffer, Buffer | null][]) => {
  const count = Buffer.alloc(4);
  return Buffer.concat([
    copyHeader(),
    ...rows.map(([kind, key, n, added, removed]) => {
      count.writeInt32BE(n);
      return copyRow(Buffer.from(kind), Buffer.from(key), Buffer.from(count), added, removed);
    }),
    COPY_TRAILER,
  ]);
};

/** Hands the bytes over in pieces of `size`, as the database's chunks split them, waiting when told to. */
const readInPieces = (bytes: Buffer, size: number) => async (onChunk: (chunk: Buffer) => Promise<void> | undefined) => {
  for (let at = 0; at < bytes.length; at += size) await onChunk(bytes.subarray(at, at + size));
};

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);
const byGroup = (rows: EventRow[]) =>
  rows
    .map((row) => ({ ...row, median: rounded(row.median), p90: rounded(row.p90) }))
    .sort((a, b) => `${a.name}:${a.kind}:${a.key}`.localeCompare(`${b.name}:${b.kind}:${b.key}`));

const YEAR_OF_ANSWERS = copyOf([
  ["day", "2026-03-10", 2, packed(60, 300), null],
  ["day", "2026-03-11", 3, packed(30, 90, 600), packed(600)],
  ["user", "7", 4, packed(60, 300, 30), null],
  ["user", "7", 1, packed(90), null],
  ["queue", "none", 2, packed(60, 300), null],
]);

test("a kind's figures per day, in total, per attendant and department, however its bytes are split", async () => {
  for (const size of [1, 7, 64, 1 << 20]) {
    const rows = await figuresOnWorker("first_answer", readInPieces(YEAR_OF_ANSWERS, size));
    expect(byGroup(rows)).toEqual([
      { name: "first_answer", kind: "day", key: "2026-03-10", count: 2, median: 180, p90: 276 },
      // The 600 s one was removed by a tally row not folded yet.
      { name: "first_answer", kind: "day", key: "2026-03-11", count: 2, median: 60, p90: 84 },
      { name: "first_answer", kind: "queue", key: "none", count: 2, median: 180, p90: 276 },
      { name: "first_answer", kind: "total", key: "", count: 4, median: 75, p90: 237 },
      { name: "first_answer", kind: "user", key: "7", count: 4, median: 75, p90: 237 },
    ]);
  }
});

test("resolutions count who resolved them; two reports' kinds at once each get their own figures", async () => {
  const resolutions = copyOf([
    ["day", "2026-03-10", 1, packed(3600), null],
    ["resolved_user", "7", 1, Buffer.alloc(0), null],
    ["resolved_queue", "none", 1, Buffer.alloc(0), null],
  ]);
  const [answers, resolved, again] = await Promise.all([
    figuresOnWorker("first_answer", readInPieces(YEAR_OF_ANSWERS, 5)),
    figuresOnWorker("resolution", readInPieces(resolutions, 3)),
    figuresOnWorker("first_answer", readInPieces(YEAR_OF_ANSWERS, 11)),
  ]);
  expect(byGroup(again)).toEqual(byGroup(answers));
  expect(byGroup(resolved)).toEqual([
    { name: "resolution", kind: "day", key: "2026-03-10", count: 1, median: 3600, p90: 3600 },
    { name: "resolution", kind: "total", key: "", count: 1, median: 3600, p90: 3600 },
    { name: "resolved", kind: "queue", key: "none", count: 1, median: null, p90: null },
    { name: "resolved", kind: "user", key: "7", count: 1, median: null, p90: null },
  ]);
});

/** percentile_cont by a sort, to check the selection against. */
function percentileBySort(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const below = Math.floor(rank);
  return sorted[below] + (rank - below) * ((sorted[below + 1] ?? sorted[below]) - sorted[below]);
}

test("megabytes of rows, split across the pieces handed over and back, give the figures a sort gives, report after report", async () => {
  // Four days of 100,000 answers each (800 KB a row), from a scrambled sequence of seconds.
  const days = [0, 1, 2, 3].map((day) =>
    Array.from({ length: 100_000 }, (_, i) => ((i * 7919 + day * 104_729) % 100_000) + day * 250 + (i % 3) / 4),
  );
  const data = copyOf(days.map((seconds, day) => ["day", `2026-03-1${day}`, seconds.length, packed(...seconds), null]));
  const expected = [
    ...days.map((seconds, day) => ({ key: `2026-03-1${day}`, seconds })),
    { key: "", seconds: days.flat() },
  ].map(({ key, seconds }) => ({
    key,
    count: seconds.length,
    median: rounded(percentileBySort(seconds, 0.5)),
    p90: rounded(percentileBySort(seconds, 0.9)),
  }));
  for (const size of [65_536, 3_000_001, 1_000]) {
    const rows = byGroup(await figuresOnWorker("resolution", readInPieces(data, size)));
    expect(rows.map(({ key, count, median, p90 }) => ({ key, count, median, p90 }))).toEqual(expected);
  }
});

test("bytes that are not a COPY, a COPY cut short and a failed read fail the report with their reason, and the next one is served", async () => {
  await expect(
    figuresOnWorker("first_answer", readInPieces(Buffer.from("these bytes are not what a COPY sends"), 4)),
  ).rejects.toThrow("not PostgreSQL's binary COPY format");
  await expect(
    figuresOnWorker("first_answer", readInPieces(YEAR_OF_ANSWERS.subarray(0, YEAR_OF_ANSWERS.length - 9), 64)),
  ).rejects.toThrow("binary COPY data ended within a row");
  await expect(
    figuresOnWorker("first_answer", async (onChunk) => {
      await onChunk(YEAR_OF_ANSWERS.subarray(0, 40));
      throw new Error("canceling statement due to statement timeout");
    }),
  ).rejects.toThrow("statement timeout");
  // Refused at its first megabyte, while the read waits on the worker for the next ones.
  const longAndWrong = Buffer.concat([Buffer.from("these bytes are not what a COPY sends"), Buffer.alloc(6 << 20)]);
  await expect(figuresOnWorker("resolution", readInPieces(longAndWrong, 65_536))).rejects.toThrow(
    "not PostgreSQL's binary COPY format",
  );
  expect(await figuresOnWorker("first_answer", readInPieces(YEAR_OF_ANSWERS, 64))).toHaveLength(5);
});
