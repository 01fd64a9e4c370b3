import quickselect from "quickselect";

/**
 * Durations in seconds from their packing (report_tally_micros, migration report_tallies): big-endian
 * 8-byte microseconds, concatenated, in base64 (a bytea column would reach the code as hex text
 * twice as long). Microseconds over 10^6 give the very double PostgreSQL stored as seconds.
 */
export function packedSeconds(base64: string | null): Float64Array {
  if (!base64) return new Float64Array(0);
  const bytes = Buffer.from(base64, "base64");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const seconds = new Float64Array(bytes.byteLength / 8);
  for (let i = 0; i < seconds.length; i++)
    seconds[i] = (view.getInt32(i * 8) * 4_294_967_296 + view.getUint32(i * 8 + 4)) / 1_000_000;
  return seconds;
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
