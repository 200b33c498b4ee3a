/**
 * Runs a benchmark on PGlite and on PostgreSQL when one answers (`BENCH_ONLY=pglite` or `postgres`
 * for one), cleaning each target up after it, and sets the exit code from whether every target met
 * its figures. A PostgreSQL maker answers a sentence instead of a target when it is skipped.
 */
export async function benchEachDatabase<T extends { cleanup(): Promise<void> }>(
  pglite: () => Promise<T>,
  postgres: () => Promise<T | string>,
  bench: (target: T) => Promise<boolean>,
): Promise<void> {
  const only = process.env.BENCH_ONLY ?? '';
  if (!['', 'pglite', 'postgres'].includes(only))
    throw new Error(`BENCH_ONLY takes pglite or postgres, not '${only}'`);
  const targets: T[] = only === 'postgres' ? [] : [await pglite()];
  const other = only === 'pglite' ? 'PostgreSQL skipped (BENCH_ONLY=pglite)' : await postgres();
  if (typeof other === 'string') console.log(other);
  else targets.push(other);
  let met = true;
  for (const target of targets) {
    try {
      met = (await bench(target)) && met;
    } finally {
      await target.cleanup();
    }
  }
  console.log(met ? '\nEvery target met.' : '\nSome targets MISSED (above).');
  process.exitCode = met ? 0 : 1;
}
