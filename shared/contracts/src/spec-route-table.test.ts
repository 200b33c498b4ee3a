import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import type { RemoteRouteMeta } from './remotes.ts';
import { ROUTE_RULES } from './routes.ts';
import { RemoteRoutesSchema } from './schemas/remotes.ts';
import { type ProvidedRoutes, specRouteProblems } from './spec-route-table.ts';

const check = Compile(RemoteRoutesSchema);

/** Every remote folder of the repository with its routes.json: what their releases provide. */
function releasedRoutes(): ProvidedRoutes[] {
  const files = import.meta.glob(['../../../mf-*/src/routes.json'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, text]) => {
      const remote = file.split('/').at(-3) ?? file;
      const routes: unknown = JSON.parse(text);
      if (!check.Check(routes)) throw new Error(`${file} does not fit RemoteRoutesSchema`);
      return { remote, routes };
    });
}

/** The spec table's rows, as the remote named in each would write them. */
function specAsProvided(): ProvidedRoutes[] {
  const byRemote = new Map<string, RemoteRouteMeta[]>();
  for (const [i, row] of ROUTE_RULES.entries()) {
    const route: RemoteRouteMeta = {
      path: row.path,
      pageClaim: row.pageClaim,
      ...(row.label ? { menu: { label: row.label, menuClaim: row.menuClaim, order: i } } : {}),
    };
    if (row.path === '/Devices' && route.menu)
      route.menu.topTabRoles = ['SystemAdmin', 'Administrator', 'Contribute', 'Read Only'];
    if (row.path === '/Report' && route.menu)
      route.menu.topTabRoles = ['SystemAdmin', 'Administrator', 'Project Manager', 'Contribute', 'Read Only'];
    byRemote.set(row.remote, [...(byRemote.get(row.remote) ?? []), route]);
  }
  return [...byRemote].map(([remote, routes]) => ({ remote, routes }));
}

describe('the spec route table (spec 000 §2)', () => {
  it('is provided by the remotes’ releases together: every path with its claims, menu entry and top tab', () => {
    const released = releasedRoutes();
    expect(released.map((r) => r.remote)).toContain('mf-reference');
    expect(specRouteProblems(released)).toEqual([]);
  });

  it('names a missing row, a wrong claim, a wrong label, a lost top tab, a path provided twice and the menu order', () => {
    const provided = specAsProvided();
    const at = (remote: string) => provided.find((p) => p.remote === remote)?.routes as RemoteRouteMeta[];
    const security = at('mf-security');
    at('mf-security').splice(1, 1); // /SecurityPage
    const forecast = at('mf-reference')[0] as RemoteRouteMeta;
    forecast.pageClaim = 'pg.timecard';
    if (forecast.menu) forecast.menu.label = 'Forecasts';
    const devices = at('mf-workforce').find((r) => r.path === '/Devices');
    if (devices?.menu) delete devices.menu.topTabRoles;
    const tm = at('mf-vouchers')[0];
    if (tm?.menu) tm.menu.order = 0;
    provided.push({ remote: 'mf-extra', routes: [{ path: '/security', pageClaim: 'pg.security' }] });
    expect(security.map((r) => r.path)).toEqual(['/Security', '/AuditLog']);
    expect(specRouteProblems(provided)).toEqual([
      '/security is provided by mf-security and by mf-extra',
      '/SecurityPage is provided by no remote',
      '/Devices is a top tab for no role; the spec says SystemAdmin, Administrator, Contribute, Read Only',
      '/ForeCast has page claim pg.timecard; the table says pg.forecast',
      '/ForeCast has menu label Forecasts; the table says Forecast',
      '/StatusCodeListPage must come before /TMVoucher in the menu (menu.order)',
    ]);
  });

  it('lets a remote provide routes the table does not list', () => {
    const provided = specAsProvided();
    provided.push({ remote: 'mf-extra', routes: [{ path: '/Weather', pageClaim: 'pg.forecast' }] });
    expect(specRouteProblems(provided)).toEqual([]);
  });
});
