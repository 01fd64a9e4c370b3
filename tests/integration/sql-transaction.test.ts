import { prisma } from "@/lib/db/client";
import { CopyBinaryRows, type CopyFields } from "@/lib/db/copy-binary-rows";
import { eachCopiedChunkWith, sqlTransaction } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs/job-queue";
import { testJob } from "@/tests/support/test-jobs";

// A ticket's change runs its transaction on pg without Prisma's client (lib/db/sql-transaction.ts,
// lib/tickets/update-visible-ticket.ts): it must commit and roll back as Prisma's does.

const jobsOf = (queue: string) => prisma.job.findMany({ where: { queue }, orderBy: { id: "asc" } });

it("commits what the work wrote, seen by its own later statements", async () => {
  const inserted = await sqlTransaction(async (tx) => {
    await enqueue(tx, testJob("sql-tx-commit"), { n: 1 }, { key: "sql-tx-commit:1" });
    return tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Job" WHERE "queue" = ${"sql-tx-commit"}`;
  });
  expect(inserted).toEqual([{ n: 1 }]);
  expect((await jobsOf("sql-tx-commit")).map((job) => job.payload)).toEqual([{ n: 1 }]);
});

it("rolls back everything when the work throws, and the pool goes on serving", async () => {
  await expect(
    sqlTransaction(async (tx) => {
      await enqueue(tx, testJob("sql-tx-rollback"), {}, { key: "sql-tx-rollback:1" });
      await tx.$executeRaw`SELECT 1 / 0`;
    }),
  ).rejects.toThrow(/division by zero/);
  expect(await jobsOf("sql-tx-rollback")).toEqual([]);
  // Every connection of the pool still answers, none left inside the failed transaction.
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => sqlTransaction((tx) => tx.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`)),
  );
  expect(answers.every(([row]) => row.ok === 1)).toBe(true);
});

/** The read's rows one by one, as the report reads them: its chunks through CopyBinaryRows. */
async function eachCopiedRowWith(settings: string, query: Prisma.Sql, onRow: (fields: CopyFields) => void) {
  const rows = new CopyBinaryRows(onRow);
  await eachCopiedChunkWith(settings, query, (chunk) => void rows.push(chunk));
  rows.end();
}

it("hands a long read's rows over one by one in PostgreSQL's binary format under its settings, and a failing row fails the read, not the pool", async () => {
  const seen: { n: number; memory: string; bytes: Buffer; nothing: null; said: string; at: string }[] = [];
  const at = new Date("2026-03-04T05:06:07.089Z");
  // Rows long enough to be split between the chunks the server sends, a NULL, and values written
  // in as literals: a text with a quote, a time.
  await eachCopiedRowWith(
    "SET LOCAL work_mem = '7MB'",
    Prisma.sql`SELECT n, current_setting('work_mem'), decode(repeat(lpad(to_hex(n % 256), 2, '0'), n * 97), 'hex'), NULL::int,
                      ${"it's"}::text, to_char(${at}::timestamp, 'YYYY-MM-DD HH24:MI:SS.MS')
               FROM generate_series(1, ${500}::int) n`,
    ([n, memory, bytes, nothing, said, when]) =>
      seen.push({
        n: n!.readInt32BE(),
        memory: memory!.toString(),
        bytes: Buffer.from(bytes!),
        nothing: nothing as null,
        said: said!.toString(),
        at: when!.toString(),
      }),
  );
  expect(seen.map((row) => row.n)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  expect(seen.every(({ n, bytes }) => bytes.length === n * 97 && bytes.every((byte) => byte === n % 256))).toBe(true);
  expect(new Set(seen.map((row) => `${row.memory} ${row.nothing} ${row.said} ${row.at}`))).toEqual(
    new Set(["7MB null it's 2026-03-04 05:06:07.089"]),
  );

  let after = 0;
  await expect(
    eachCopiedRowWith("", Prisma.sql`SELECT n FROM generate_series(1, 10) n`, ([n]) => {
      after = n!.readInt32BE();
      if (after === 3) throw new Error("row 3 is bad");
    }),
  ).rejects.toThrow("row 3 is bad");
  expect(after).toBe(3);
  await expect(eachCopiedRowWith("", Prisma.sql`SELECT 1 / 0`, () => undefined)).rejects.toThrow(/division by zero/);
  await expect(eachCopiedRowWith("", Prisma.sql`SELECT ${[1, 2]}::int[]`, () => undefined)).rejects.toThrow(/scalar/);
  // A placeholder's look-alike in the statement's own text is the statement's, not a value's place.
  const texts: string[] = [];
  await eachCopiedRowWith("", Prisma.sql`SELECT '$1 and $2' || ${"!"}::text, ${"$1"}::text`, ([first, second]) =>
    texts.push(first!.toString(), second!.toString()),
  );
  expect(texts).toEqual(["$1 and $2!", "$1"]);
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => sqlTransaction((tx) => tx.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`)),
  );
  expect(answers.every(([row]) => row.ok === 1)).toBe(true);
});

it("holds a long read's next chunks back while a chunk's handler waits, and a wait that fails fails the read", async () => {
  let chunks = 0;
  let waiting = false;
  const numbers: number[] = [];
  const reader = new CopyBinaryRows(([n]) => numbers.push(n!.readInt32BE()));
  // About 2 MB: many chunks.
  const read = Prisma.sql`SELECT n, repeat('x', 1000) FROM generate_series(1, 2000) n`;
  await eachCopiedChunkWith("", read, (chunk) => {
    expect(waiting).toBe(false);
    reader.push(chunk);
    if (++chunks % 3) return undefined;
    waiting = true;
    return new Promise((resolve) => setTimeout(() => resolve((waiting = false) || undefined), 5));
  });
  reader.end();
  expect(numbers).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
  expect(chunks).toBeGreaterThan(9);

  await expect(
    eachCopiedChunkWith("", read, () => Promise.reject(new Error("the worker thread exited"))),
  ).rejects.toThrow("the worker thread exited");
  expect(await prisma.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`).toEqual([{ ok: 1 }]);
});
