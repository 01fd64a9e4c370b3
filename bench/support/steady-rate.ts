/**
 * Calls send(i) for each i below count, perSecond a second, each at its due time from the first;
 * resolves with how late the last call was, in ms.
 */
export async function atSteadyRate(count: number, perSecond: number, send: (i: number) => void): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    send(i);
  }
  return Math.round(performance.now() - start - (count - 1) * (1000 / perSecond));
}
