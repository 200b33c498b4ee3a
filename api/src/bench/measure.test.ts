import { describe, expect, it } from 'vitest';
import { measure, percentile } from './measure.ts';

describe('bench timing', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(10);
    expect(percentile(sorted, 0.95)).toBe(19);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('warms up, then times each run once', async () => {
    const seen: string[] = [];
    const timing = await measure(3, async (i) => seen.push(`${i}`), 2);
    expect(seen).toEqual(['0', '1', '0', '1', '2']);
    expect(timing.p95).toBeGreaterThanOrEqual(timing.p50);
    expect(timing.cpu).toBeGreaterThanOrEqual(0);
  });
});
