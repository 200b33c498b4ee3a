import { describe, expect, it } from 'vitest';
import type { RouteDescriptor } from '../core.ts';
import { routesProblems } from './routes-problems.ts';

const load = () => Promise.resolve({ default: () => null });
const meta = [
  { path: '/Security', pageClaim: 'pg.security', menu: { label: 'Security', menuClaim: 'mn.security' } },
  { path: '/SecurityPage', pageClaim: 'pg.security' },
];
const routes: RouteDescriptor[] = meta.map((route) => ({ ...route, load }));

describe("a remote's routes held to its routes.json", () => {
  it('agrees when each route of routes.json is a descriptor with a screen', () => {
    expect(routesProblems(meta, routes)).toEqual([]);
  });

  it('names a route shape the API would refuse and descriptors that differ', () => {
    const bad = [{ ...meta[0], pageClaim: 'security', menu: { label: '', menuClaim: 'mn.security' } }];
    const problems = routesProblems(bad, routes);
    expect(problems).toContain('the descriptors are not the routes of routes.json, in its order');
    expect(problems.filter((p) => p.startsWith('routes.json: /0/pageClaim'))).toHaveLength(1);
    expect(problems.filter((p) => p.startsWith('routes.json: /0/menu/label'))).toHaveLength(1);
  });
});
