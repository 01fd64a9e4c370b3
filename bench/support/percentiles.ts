/** Nearest-rank percentile of measured times. */
export function percentile(times: number[], p: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

export const percentiles = (times: number[]) => ({ p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
