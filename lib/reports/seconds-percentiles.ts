import quickselect from "quickselect";

/**
 * Durations packed as report_tally_micros packs them (migration report_tallies): big-endian 8-byte
 * microseconds, concatenated. They arrive in pieces (a tally row's, the events'), each in base64 as
 * PostgreSQL sends it (a bytea column would reach the code as hex text twice as long), and are
 * decoded at once, so no piece's text outlives its row, into chunks that double in size up to
 * 4 MB: a year's durations are tens of megabytes, which a buffer grown by copying would copy again.
 */
export class PackedDurations {
  private readonly chunks: { bytes: Buffer; used: number }[] = [];

  add(base64: string) {
    const most = Math.ceil(base64.length / 4) * 3;
    let last = this.chunks.at(-1);
    if (!last || last.used + most > last.bytes.length) {
      const size = last ? Math.min(last.bytes.length * 2, 4 << 20) : 8192;
      last = { bytes: Buffer.allocUnsafeSlow(Math.max(most, size)), used: 0 };
      this.chunks.push(last);
    }
    last.used += last.bytes.write(base64, last.used, "base64");
  }

  /**
   * The durations in seconds: microseconds over 10^6 are the very doubles PostgreSQL stored. Each
   * chunk's 4-byte words are turned little-endian in place (as the platforms Node runs on here are)
   * to be read as integers, so the durations can be read once.
   */
  seconds(): Float64Array {
    const seconds = new Float64Array(this.chunks.reduce((sum, chunk) => sum + chunk.used / 8, 0));
    let i = 0;
    for (const { bytes, used } of this.chunks) {
      const words = new Int32Array(bytes.subarray(0, used).swap32().buffer, 0, used / 4);
      for (let w = 0; w < words.length; w += 2)
        seconds[i++] = (words[w] * 4_294_967_296 + (words[w + 1] >>> 0)) / 1_000_000;
    }
    return seconds;
  }
}

/** `added` less one occurrence of each value of `removed` (events are a multiset: two may last as long). */
export function withoutRemoved(added: Float64Array, removed: Float64Array): Float64Array {
  if (removed.length === 0) return added;
  const left = new Map<number, number>();
  for (const value of removed) left.set(value, (left.get(value) ?? 0) + 1);
  return added.filter((value) => {
    const times = left.get(value);
    if (!times) return true;
    left.set(value, times - 1);
    return false;
  });
}

/**
 * PostgreSQL's percentile_cont of the values (interpolated between the two nearest ranks), found
 * by selection within [0, right] rather than a sort: the rank sought must lie there, with nothing
 * before it larger and nothing after it smaller. Reorders `values`.
 */
function percentileCont(values: Float64Array, fraction: number, right: number): number {
  const rank = fraction * (values.length - 1);
  const below = Math.floor(rank);
  quickselect(values as unknown as number[], below, 0, right);
  const low = values[below];
  if (rank === below) return low;
  let high = Infinity;
  for (let i = below + 1; i < values.length; i++) if (values[i] < high) high = values[i];
  return low + (rank - below) * (high - low);
}

/** The median and the 90th percentile as percentile_cont gives them; the median is selected among the values below the 90th. Reorders `values`. */
export function medianAndP90(values: Float64Array): { median: number | null; p90: number | null } {
  if (values.length === 0) return { median: null, p90: null };
  const p90 = percentileCont(values, 0.9, values.length - 1);
  return { median: percentileCont(values, 0.5, Math.floor(0.9 * (values.length - 1))), p90 };
}
