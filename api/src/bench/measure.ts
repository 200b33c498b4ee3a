import { performance } from 'node:perf_hooks';

/** Calls run before timing starts: the first calls pay for compiling, caches and connections. */
export const WARMUP = 20;

export interface Timing {
  /** Milliseconds per call. */
  p50: number;
  p95: number;
  /**
   * Process CPU time per call (ms): on PGlite the API, its database and the client share this
   * process, so this shows the work apart from the machine's other load.
   */
  cpu: number;
}

/** The value at quantile `q` of ascending `sorted` (nearest rank), 0 when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** Runs `work` `runs` times, one after another, after the warm-up; `i` counts from 0 in each phase. */
export async function measure(
  runs: number,
  work: (i: number) => Promise<unknown>,
  warmup = WARMUP,
): Promise<Timing> {
  for (let i = 0; i < Math.min(warmup, runs); i++) await work(i);
  const samples: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i);
    samples.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuStart);
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    cpu: (cpu.user + cpu.system) / 1000 / runs,
  };
}
