/**
 * Float64Arrays kept between reports, by each of their worker threads (report-workers.ts). Memory
 * a process touches for the first time costs the kernel a page fault every 4 KB, 2 to 4 ms a
 * megabyte on the machines the benchmarks run on, where decoding a megabyte into memory already
 * touched takes under 1: a year's report of a large operation holds 63 MB of arrays
 * (docs/PERFORMANCE.md, "Attendance reports"). Arrays given back serve the next report, up to twice
 * that a thread, and are let go after a minute without one.
 */

/** Arrays are whole multiples of this many values (1 MB). */
export const FLOAT64_BLOCK = 1 << 17;
const KEPT_AT_MOST = 128 * FLOAT64_BLOCK;
const LET_GO_AFTER_MS = 60_000;

const kept: Float64Array[] = [];
let keptLength = 0;
let letGo: NodeJS.Timeout | undefined;

/**
 * An array of at least `length` values, whose contents are whatever it held before: the smallest
 * kept one long enough, unless even that is four times too long (a report's large array stays
 * for large reports).
 */
export function takeFloat64Array(length: number): Float64Array {
  const wanted = Math.max(FLOAT64_BLOCK, Math.ceil(length / FLOAT64_BLOCK) * FLOAT64_BLOCK);
  let best = -1;
  kept.forEach((array, i) => {
    if (array.length >= wanted && array.length <= 4 * wanted && (best < 0 || array.length < kept[best].length))
      best = i;
  });
  if (best < 0) return new Float64Array(wanted);
  const [array] = kept.splice(best, 1);
  keptLength -= array.length;
  return array;
}

/** Gives arrays back for the next report, as many as the limit keeps. */
export function giveBackFloat64Arrays(arrays: Float64Array[]) {
  for (const array of arrays) {
    if (keptLength + array.length > KEPT_AT_MOST) continue;
    kept.push(array);
    keptLength += array.length;
  }
  clearTimeout(letGo);
  letGo = setTimeout(() => {
    kept.length = 0;
    keptLength = 0;
  }, LET_GO_AFTER_MS).unref();
}
