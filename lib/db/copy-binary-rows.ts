/** A row of a binary COPY: each field's bytes as PostgreSQL's send function writes them (null for NULL). */
export type CopyFields = (Buffer | null)[];

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
const HEADER_LENGTH = SIGNATURE.length + 8;

/**
 * Reads PostgreSQL's binary COPY format (the COPY page of its documentation, "Binary Format") from
 * the chunks a `COPY … TO STDOUT (FORMAT binary)` sends, however they split its rows: each row's
 * fields are handed over as views of the chunk, good until the call returns. A row split between
 * chunks is joined with the next one.
 */
export class CopyBinaryRows {
  /** Bytes received and not read yet: a row's beginning, kept as chunks until `needed` have come. */
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private needed = 0;
  private headerRead = false;
  private ended = false;

  constructor(private readonly onRow: (fields: CopyFields) => void) {}

  push(chunk: Buffer) {
    if (this.ended) throw new Error("binary COPY data after its trailer");
    this.pending.push(chunk);
    this.pendingLength += chunk.length;
    // A row of megabytes comes in many chunks: they are joined once it is whole, not as each comes.
    if (this.pendingLength < this.needed) return;
    const bytes = this.pending.length === 1 ? chunk : Buffer.concat(this.pending, this.pendingLength);
    let at = this.headerRead ? 0 : this.headerEnd(bytes);
    if (at >= 0) {
      this.headerRead = true;
      for (let next = this.row(bytes, at); next >= 0; next = this.row(bytes, at)) at = next;
    }
    const rest = this.ended || at === bytes.length ? null : bytes.subarray(Math.max(at, 0));
    this.pending = rest ? [rest] : [];
    this.pendingLength = rest?.length ?? 0;
  }

  /**
   * Copies the bytes kept for a row not complete yet, so that the chunks pushed so far may be
   * written over (a report's worker thread hands its chunks' memory back for the next ones).
   */
  keepOwnCopies() {
    this.pending = this.pending.map((bytes) => Buffer.from(bytes));
  }

  /** Throws unless the data ended with its trailer, nothing after it. */
  end() {
    if (!this.ended || this.pendingLength > 0) throw new Error("binary COPY data ended within a row");
  }

  /** Where the rows begin, or -1 while the header is incomplete. */
  private headerEnd(bytes: Buffer): number {
    if (bytes.length < HEADER_LENGTH) return this.lacking(0, HEADER_LENGTH);
    if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error("not PostgreSQL's binary COPY format");
    const end = HEADER_LENGTH + bytes.readUInt32BE(SIGNATURE.length + 4);
    return bytes.length < end ? this.lacking(0, end) : end;
  }

  /** -1, noting that the bytes from `at` on are to be read again once `until` have come. */
  private lacking(at: number, until: number): -1 {
    this.needed = until - at;
    return -1;
  }

  /** Hands over the row at `at` and returns where the next begins; -1 when the row is incomplete or the trailer was read. */
  private row(bytes: Buffer, at: number): number {
    if (this.ended) return -1;
    if (bytes.length < at + 2) return this.lacking(at, at + 2);
    const count = bytes.readInt16BE(at);
    if (count === -1) {
      this.ended = true;
      if (bytes.length > at + 2) throw new Error("binary COPY data after its trailer");
      return -1;
    }
    const fields: CopyFields = new Array(count);
    let next = at + 2;
    for (let i = 0; i < count; i++) {
      if (bytes.length < next + 4) return this.lacking(at, next + 4);
      const length = bytes.readInt32BE(next);
      next += 4;
      if (length === -1) fields[i] = null;
      else {
        if (bytes.length < next + length) return this.lacking(at, next + length);
        fields[i] = bytes.subarray(next, next + length);
        next += length;
      }
    }
    this.needed = 0;
    this.onRow(fields);
    return next;
  }
}
