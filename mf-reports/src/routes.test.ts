import { routeTableProblems } from '@tac/ui/testing';
import { expect, it } from 'vitest';
import { routes } from './routes.tsx';

it('exports exactly the rows the contracts route table gives mf-reports, with their claims', () => {
  expect(routeTableProblems('mf-reports', routes)).toEqual([]);
});
