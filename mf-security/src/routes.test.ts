import { routeTableProblems } from '@tac/ui/testing';
import { expect, it } from 'vitest';
import { routes } from './routes.tsx';

it('exports exactly the rows the contracts route table gives mf-security, with their claims', () => {
  expect(routeTableProblems('mf-security', routes)).toEqual([]);
});
