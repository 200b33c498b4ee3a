import { routeTableProblems } from '@tac/ui/testing';
import { expect, it } from 'vitest';
import { routes } from './routes.tsx';

it('exports exactly the rows the contracts route table gives mf-workforce, with their claims', () => {
  expect(routeTableProblems('mf-workforce', routes)).toEqual([]);
});

it('offers Devices as a top tab, and only Devices', () => {
  expect(routes.filter((r) => r.menu?.topTab).map((r) => r.path)).toEqual(['/Devices']);
});
