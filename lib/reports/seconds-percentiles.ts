import quickselect from "quickselect";
import { FLOAT64_BLOCK, giveBackFloat64Arrays, takeFloat64Array } from "./kept-float64-arrays";

/** Where a group's durations lie in the blocks: starts and lengths, in the blocks' joined numbering. */
type Pieces = number[];

/**
 * Groups' durations as they arrive, packed as report_tally_micros packs them (migration
 * report_tallies: big-endian 8-byte microseconds, concatenated) in pieces (a tally row's, the
 * events'): each piece is unpacked at once into kept blocks (kept-float64-arrays.ts) in the order
 * pieces come, then the groups are laid out one after another in one kept array, where each is
 * selected in place. Microseconds over 10^6 are the very doubles PostgreSQL stored as seconds.
 * Release gives the arrays back.
 */
export class GroupedDurations {
  private readonly blocks: Float64Array[] = [];
  private end = 0;
  private readonly added: Pieces[] = [];
  private readonly removed: Pieces[] = [];
  private laid?: Float64Array;

  /** Adds a packing's durations to a group (numbered from 0), as durations of it or as durations removed from it. */
  add(group: number, packed: Uint8Array, { removed = false } = {}) {
    const count = packed.length / 8;
    if (count === 0) return;
    ((removed ? this.removed : this.added)[group] ??= []).push(this.end, count);
    const view = new DataView(packed.buffer, packed.byteOffset, packed.length);
    for (let at = 0; at < packed.length;) {
      const offset = this.end % FLOAT64_BLOCK;
      if (offset === 0 && this.end / FLOAT64_BLOCK === this.blocks.length)
        this.blocks.push(takeFloat64Array(FLOAT64_BLOCK));
      const block = this.blocks[Math.floor(this.end / FLOAT64_BLOCK)];
      const n = Math.min(FLOAT64_BLOCK - offset, (packed.length - at) / 8);
      for (let i = offset; i < offset + n; i++, at += 8)
        block[i] = (view.getInt32(at) * 4_294_967_296 + view.getUint32(at + 4)) / 1_000_000;
      this.end += n;
    }
  }

  private copy(pieces: Pieces, into: Float64Array, at: number): number {
    for (let p = 0; p < pieces.length; p += 2) {
      for (let from = pieces[p], left = pieces[p + 1]; left > 0;) {
        const offset = from % FLOAT64_BLOCK;
        const n = Math.min(FLOAT64_BLOCK - offset, left);
        into.set(this.blocks[Math.floor(from / FLOAT64_BLOCK)].subarray(offset, offset + n), at);
        at += n;
        from += n;
        left -= n;
      }
    }
    return at;
  }

  /**
   * The groups' durations, without those removed from them, one group after another in the order
   * asked (groups without any left out): a group's are values.subarray(starts[i], starts[i + 1]).
   * Selecting within a group reorders only its own, so the groups next to each other stay together.
   * The array is the one the last call returned, when long enough: done with its values, ask for
   * the next groups.
   */
  laidOut(groups: number[]): { values: Float64Array; starts: number[] } {
    const length = groups.reduce((sum, g) => sum + piecesLength(this.added[g]), 0);
    if (!this.laid || this.laid.length < length) {
      if (this.laid) giveBackFloat64Arrays([this.laid]);
      this.laid = takeFloat64Array(length);
    }
    const values = this.laid;
    const starts = [0];
    for (const group of groups) {
      const start = starts.at(-1)!;
      const end = this.copy(this.added[group] ?? [], values, start);
      const removed = this.removed[group];
      if (!removed) starts.push(end);
      else {
        const gone = new Float64Array(piecesLength(removed));
        this.copy(removed, gone, 0);
        starts.push(start + keptAfterRemoving(values.subarray(start, end), gone));
      }
    }
    return { values, starts };
  }

  release() {
    giveBackFloat64Arrays(this.laid ? [...this.blocks, this.laid] : this.blocks);
    this.blocks.length = 0;
    this.laid = undefined;
  }
}

const piecesLength = (pieces: Pieces = []) => pieces.reduce((sum, value, i) => (i % 2 ? sum + value : sum), 0);

/**
 * Takes one occurrence of each removed value out of `values` (events are a multiset: two may last
 * as long), moving the rest to its front; returns how many are left.
 */
export function keptAfterRemoving(values: Float64Array, removed: Float64Array): number {
  if (removed.length === 0) return values.length;
  const left = new Map<number, number>();
  for (const value of removed) left.set(value, (left.get(value) ?? 0) + 1);
  let kept = 0;
  for (const value of values) {
    const times = left.get(value);
    if (times) left.set(value, times - 1);
    else values[kept++] = value;
  }
  return kept;
}

/**
 * Groups this large are selected by their doubles' top bits first (`valuesAtRanks`): two passes
 * over them cost a quarter of a quickselect's walks (docs/PERFORMANCE.md, "Attendance reports").
 * Below it the histogram's own 65,536 counts would cost more than they save.
 */
const HISTOGRAM_FROM = 1 << 14;
/** A non-negative double's top 16 bits (sign, exponent, the mantissa's first 4) grow with it: each octave in 16 buckets. */
const BUCKET_SHIFT = 16;
const bucketCounts = new Uint32Array(1 << (32 - BUCKET_SHIFT));
const isWanted = new Uint8Array(1 << (32 - BUCKET_SHIFT));
/** Where a double's high 32 bits lie among a Float64Array's 32-bit words: the second on a little-endian machine. */
const HIGH_WORD = new Uint8Array(Float64Array.of(-0).buffer)[7] === 0x80 ? 1 : 0;

/**
 * The values at the given ranks (0 for the smallest), as a full sort would place them,
 * or null when a value is negative (whose bits order the other way). Counts the values per bucket
 * of their top bits, moves those of the ranks' buckets to the front, and selects each rank among
 * them: its rank there is its rank overall less the values of the buckets below it not moved.
 * Reorders `values`; `ranks` must be ascending.
 */
export function valuesAtRanks(values: Float64Array, ranks: number[]): number[] | null {
  const words = new Uint32Array(values.buffer, values.byteOffset, values.length * 2);
  bucketCounts.fill(0);
  let negative = 0;
  for (let i = HIGH_WORD; i < words.length; i += 2) {
    const high = words[i];
    negative |= high;
    bucketCounts[high >>> BUCKET_SHIFT]++;
  }
  if (negative >>> 31) return null;
  // Each rank's bucket, and how many values lie in the buckets below it.
  const buckets: number[] = [];
  const below: number[] = [];
  let bucket = 0;
  let counted = 0;
  for (const rank of ranks) {
    while (counted + bucketCounts[bucket] <= rank) counted += bucketCounts[bucket++];
    buckets.push(bucket);
    below.push(counted);
    isWanted[bucket] = 1;
  }
  let front = 0;
  for (let i = 0; i < values.length; i++) {
    if (isWanted[words[2 * i + HIGH_WORD] >>> BUCKET_SHIFT] === 0) continue;
    const value = values[i];
    values[i] = values[front];
    values[front++] = value;
  }
  const wanted = [...new Set(buckets)];
  for (const b of wanted) isWanted[b] = 0;
  // Ascending ranks: each selection leaves nothing larger before the last rank selected.
  let selected = 0;
  return ranks.map((rank, i) => {
    const movedBelow = wanted.reduce((sum, b) => (b < buckets[i] ? sum + bucketCounts[b] : sum), 0);
    const at = rank - below[i] + movedBelow;
    quickselect(values as unknown as number[], at, selected, front - 1);
    selected = at;
    return values[at];
  });
}

/** The ranks percentile_cont interpolates between: the one below `fraction` and, unless it falls on it, the next. */
function ranksOf(fraction: number, length: number): { rank: number; below: number } {
  const rank = fraction * (length - 1);
  return { rank, below: Math.floor(rank) };
}

/**
 * PostgreSQL's percentile_cont of the values (interpolated between the two nearest ranks), found
 * by selection within [0, right] rather than a sort: the rank sought must lie there, with nothing
 * before it larger and nothing after it smaller. Reorders `values`.
 */
function percentileCont(values: Float64Array, fraction: number, right: number): number {
  const { rank, below } = ranksOf(fraction, values.length);
  quickselect(values as unknown as number[], below, 0, right);
  const low = values[below];
  if (rank === below) return low;
  let high = Infinity;
  for (let i = below + 1; i < values.length; i++) if (values[i] < high) high = values[i];
  return low + (rank - below) * (high - low);
}

/** percentile_cont of a large group, from the values at its ranks; null when a value is negative. */
function histogramPercentiles(values: Float64Array): { median: number; p90: number } | null {
  const [median, p90] = [ranksOf(0.5, values.length), ranksOf(0.9, values.length)];
  const ranks = [median.below, median.below + 1, p90.below, p90.below + 1].filter((rank) => rank < values.length);
  const found = valuesAtRanks(values, ranks);
  if (!found) return null;
  const at = (rank: number) => found[ranks.indexOf(rank)];
  const interpolated = ({ rank, below }: { rank: number; below: number }) =>
    rank === below ? at(below) : at(below) + (rank - below) * (at(below + 1) - at(below));
  return { median: interpolated(median), p90: interpolated(p90) };
}

/** The median and the 90th percentile as percentile_cont gives them; the median is selected among the values below the 90th. Reorders `values`. */
export function medianAndP90(values: Float64Array): { median: number | null; p90: number | null } {
  if (values.length === 0) return { median: null, p90: null };
  const fromHistogram = values.length >= HISTOGRAM_FROM ? histogramPercentiles(values) : null;
  if (fromHistogram) return fromHistogram;
  const p90 = percentileCont(values, 0.9, values.length - 1);
  return { median: percentileCont(values, 0.5, Math.floor(0.9 * (values.length - 1))), p90 };
}
