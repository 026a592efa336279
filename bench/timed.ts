/** p50 and p95 of `runs` calls made one after the other, in ms (the benches that time reads of one shape). */
export async function timed(runs: number, call: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)]!, p95: times[Math.min(runs - 1, Math.ceil(runs * 0.95) - 1)]! };
}
