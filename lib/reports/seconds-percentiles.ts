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
