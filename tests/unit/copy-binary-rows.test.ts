import { CopyBinaryRows, type CopyFields } from "@/lib/db/copy-binary-rows";
import { COPY_TRAILER, copyHeader, copyRow } from "@/tests/support/binary-copy";

function read(data: Buffer, chunkSize: number) {
  const rows: (string | null)[][] = [];
  const reader = new CopyBinaryRows((fields: CopyFields) =>
    rows.push(fields.map((field) => field?.toString() ?? null)),
  );
  for (let at = 0; at < data.length; at += chunkSize) reader.push(data.subarray(at, at + chunkSize));
  reader.end();
  return rows;
}

const data = Buffer.concat([
  copyHeader(Buffer.from("ext")),
  copyRow(Buffer.from("day"), Buffer.from("2026-01-01"), null),
  copyRow(Buffer.from("x".repeat(300))),
  copyRow(),
  copyRow(Buffer.alloc(0), Buffer.from("ü")),
  COPY_TRAILER,
]);
const expected = [["day", "2026-01-01", null], ["x".repeat(300)], [], ["", "ü"]];

test("rows come whole however the chunks split the header, a length or a field", () => {
  for (const size of [1, 2, 3, 5, 7, 16, 64, 1000]) expect(read(data, size)).toEqual(expected);
});

test("data that ends within a row, goes on after its trailer, or is not binary COPY is refused", () => {
  expect(() => read(data.subarray(0, data.length - 5), 8)).toThrow("ended within a row");
  expect(() => read(Buffer.concat([data, copyRow(null)]), 1000)).toThrow("after its trailer");
  expect(() => read(Buffer.from("day\t2026-01-01\t\\N\n".repeat(3)), 8)).toThrow("not PostgreSQL's binary COPY format");
});

test("a row of megabytes in small chunks comes whole", () => {
  const big = Buffer.alloc(4 << 20, 7);
  const rows = read(
    Buffer.concat([copyHeader(), copyRow(Buffer.from("a")), copyRow(big, Buffer.from("b")), COPY_TRAILER]),
    65536,
  );
  expect(rows.map((fields) => fields.map((field) => field?.length))).toEqual([[1], [4 << 20, 1]]);
});

test("a row begun in a chunk stays whole when that chunk is written over, once the reader keeps its own copies", () => {
  const rows: (string | null)[][] = [];
  const reader = new CopyBinaryRows((fields: CopyFields) =>
    rows.push(fields.map((field) => field?.toString() ?? null)),
  );
  const [first, second] = [Buffer.from(data.subarray(0, 40)), data.subarray(40)];
  reader.push(first);
  reader.keepOwnCopies();
  first.fill(0);
  reader.push(second);
  reader.end();
  expect(rows).toEqual(expected);
});
