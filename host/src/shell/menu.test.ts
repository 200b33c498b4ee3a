import { MenuClaim, PageClaim } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import { describe, expect, it } from 'vitest';
import { buildMenu, buildTopTabs } from './menu.ts';

const screen = async () => ({ default: () => null });
const routes: RouteDescriptor[] = [
  {
    path: '/DivisionPage',
    pageClaim: PageClaim.Division,
    menu: { label: 'Divisions', menuClaim: MenuClaim.Security },
    load: screen,
  },
  {
    path: '/MaterialListPage',
    pageClaim: PageClaim.MaterialList,
    menu: { label: 'Material List', menuClaim: MenuClaim.MaterialList },
    load: screen,
  },
  {
    path: '/Devices',
    pageClaim: PageClaim.Devices,
    menu: { label: 'Devices', menuClaim: MenuClaim.Devices, topTab: true },
    load: screen,
  },
  {
    path: '/Report',
    pageClaim: PageClaim.Report,
    menu: { label: 'Reports', menuClaim: MenuClaim.Report, topTab: true },
    load: screen,
  },
  { path: '/ReportPage', pageClaim: PageClaim.Report, load: screen },
];

describe('side menu', () => {
  it('shows only the entries whose menu claim is held', () => {
    expect(buildMenu(routes, [MenuClaim.MaterialList]).map((e) => e.label)).toEqual(['Material List']);
  });

  it('shows Divisions with the security menu claim', () => {
    expect(buildMenu(routes, [MenuClaim.Security]).map((e) => e.label)).toEqual(['Divisions']);
  });
});

describe('top tabs', () => {
  const all = [PageClaim.Devices, PageClaim.Report];
  it('Devices shows for SystemAdmin, Administrator, Contribute and Read Only, not Project Manager', () => {
    expect(buildTopTabs(routes, 'Read Only', all).map((t) => t.label)).toEqual(['Devices', 'Reports']);
    expect(buildTopTabs(routes, 'Project Manager', all).map((t) => t.label)).toEqual(['Reports']);
  });

  it('needs the page claim as well', () => {
    expect(buildTopTabs(routes, 'Administrator', [PageClaim.Report]).map((t) => t.label)).toEqual([
      'Reports',
    ]);
  });
});
