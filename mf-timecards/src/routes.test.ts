import { routesProblems } from '@tac/ui/testing';
import { expect, it } from 'vitest';
import meta from './routes.json';
import { routes } from './routes.tsx';

it('gives each route of routes.json its screen, and routes.json fits the release record', () => {
  expect(routesProblems(meta, routes)).toEqual([]);
});
