// Bytes as PostgreSQL sends them, for tests of what reads them.

/**
 * COPY … TO STDOUT (FORMAT binary) as PostgreSQL writes it: a signature, flags and a header
 * extension, then each row's field count and each field's length (-1 for NULL) and bytes, then -1.
 */
export const copyHeader = (extension = Buffer.alloc(0)) => {
  const fixed = Buffer.alloc(8);
  fixed.writeUInt32BE(extension.length, 4);
  return Buffer.concat([Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"), fixed, extension]);
};
export const copyRow = (...fields: (Buffer | null)[]) =>
  Buffer.concat([
    Buffer.from([fields.length >> 8, fields.length & 255]),
    ...fields.map((field) => {
      const length = Buffer.alloc(4);
      length.writeInt32BE(field ? field.length : -1);
      return field ? Buffer.concat([length, field]) : length;
    }),
  ]);
export const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/** Durations in seconds packed as report_tally_micros packs them: big-endian 8-byte microseconds. */
export const packedSeconds = (seconds: number[]) => {
  const bytes = Buffer.alloc(seconds.length * 8);
  seconds.forEach((value, i) => bytes.writeBigInt64BE(BigInt(Math.round(value * 1e6)), i * 8));
  return bytes;
};
