import { expect, it } from 'vitest';
import { parseSamples, total } from './scrape.ts';

it('reads samples with their labels and sums the matching ones', () => {
  const samples = parseSamples(
    [
      '# HELP x help',
      'x_count{route="/a",status_code="200"} 3',
      'x_count{route="/a",status_code="503"} 2',
      'x_count{route="/b",status_code="200"} 7',
      'y 1.5',
    ].join('\n'),
  );
  expect(total(samples, 'x_count', { route: '/a' })).toBe(5);
  expect(total(samples, 'x_count', { status_code: '200' })).toBe(10);
  expect(total(samples, 'y')).toBe(1.5);
  expect(total(samples, 'z')).toBe(0);
});
