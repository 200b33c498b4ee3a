import { DEFAULT_ROLE_CLAIMS, MenuClaim, PageClaim, type RemoteRouteMeta } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import type { ManifestRoute } from '../remotes/remotes-store.ts';
import { buildMenu, buildTopTabs } from './menu.ts';

const TAB_ROLES = ['SystemAdmin', 'Administrator', 'Contribute', 'Read Only'];
/** Routes as a manifest serves them: each remote's own, with its menu order. */
const of = (remote: string, routes: RemoteRouteMeta[]): ManifestRoute[] =>
  routes.map((route) => ({ ...route, remote }));
const security = of('mf-security', [
  {
    path: '/Security',
    pageClaim: PageClaim.Security,
    menu: { label: 'Security', menuClaim: MenuClaim.Security, order: 10 },
  },
  { path: '/SecurityPage', pageClaim: PageClaim.Security },
]);
const workforce = of('mf-workforce', [
  {
    path: '/Devices',
    pageClaim: PageClaim.Devices,
    menu: { label: 'Devices', menuClaim: MenuClaim.Devices, order: 40, topTabRoles: TAB_ROLES },
  },
]);
const reference = of('mf-reference', [
  {
    path: '/DivisionPage',
    pageClaim: PageClaim.Division,
    menu: { label: 'Divisions', menuClaim: MenuClaim.Security, order: 80 },
  },
  {
    path: '/MaterialListPage',
    pageClaim: PageClaim.MaterialList,
    menu: { label: 'Material List', menuClaim: MenuClaim.MaterialList, order: 110 },
  },
]);
const reports = of('mf-reports', [
  {
    path: '/Report',
    pageClaim: PageClaim.Report,
    menu: {
      label: 'Reports',
      menuClaim: MenuClaim.Report,
      order: 60,
      topTabRoles: ['Project Manager', ...TAB_ROLES],
    },
  },
]);
const byOrder = (...lists: ManifestRoute[][]) =>
  lists.flat().sort((a, b) => (a.menu?.order ?? 1e9) - (b.menu?.order ?? 1e9));
const every = byOrder(security, workforce, reference, reports);

describe('side menu', () => {
  it('shows only the entries whose menu claim is held', () => {
    expect(buildMenu(every, [MenuClaim.MaterialList]).map((e) => e.label)).toEqual(['Material List']);
  });

  it('shows an entry with its own menu claim: Divisions with the security one', () => {
    expect(buildMenu(reference, [MenuClaim.Security]).map((e) => e.label)).toEqual(['Divisions']);
  });

  it('lists the manifest’s routes in the order given, one entry per screen, Releases last', () => {
    expect(buildMenu(every, DEFAULT_ROLE_CLAIMS[4])).toEqual([
      { path: '/Security', label: 'Security' },
      { path: '/Devices', label: 'Devices' },
      { path: '/Report', label: 'Reports' },
      { path: '/DivisionPage', label: 'Divisions' },
      { path: '/MaterialListPage', label: 'Material List' },
      { path: '/Releases', label: 'Releases' },
    ]);
  });

  it('shows the entry of a screen a release adds, from the manifest alone', () => {
    const added = of('mf-reference', [
      {
        path: '/MaterialSummary',
        pageClaim: PageClaim.MaterialList,
        menu: { label: 'Material Summary', menuClaim: MenuClaim.MaterialList, order: 111 },
      },
    ]);
    const claims = [MenuClaim.MaterialList];
    expect(buildMenu(byOrder(reference, added), claims).map((e) => e.label)).toEqual([
      'Material List',
      'Material Summary',
    ]);
    expect(buildMenu(reference, claims).map((e) => e.label)).toEqual(['Material List']);
  });
});

describe('top tabs', () => {
  const all = [PageClaim.Devices, PageClaim.Report];
  it('shows for the roles the route’s menu entry lists: Devices not for Project Manager', () => {
    expect(buildTopTabs(every, 'Read Only', all).map((t) => t.label)).toEqual(['Devices', 'Reports']);
    expect(buildTopTabs(every, 'Project Manager', all).map((t) => t.label)).toEqual(['Reports']);
  });

  it('needs the page claim as well', () => {
    expect(buildTopTabs(every, 'Administrator', [PageClaim.Report]).map((t) => t.label)).toEqual(['Reports']);
  });

  it('shows only for routes the manifest offers', () => {
    expect(buildTopTabs(workforce, 'Administrator', all).map((t) => t.label)).toEqual(['Devices']);
  });
});
