import { DEFAULT_ROLE_CLAIMS, MenuClaim, PageClaim } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu, buildTopTabs, deployedRouteRules } from './menu.ts';

const deployed = (...names: string[]) => new Set(names);
const everyRemote = deployed(
  'mf-security',
  'mf-workforce',
  'mf-timecards',
  'mf-reports',
  'mf-reference',
  'mf-vouchers',
);

describe('side menu', () => {
  it('shows only the entries whose menu claim is held', () => {
    expect(buildMenu(everyRemote, [MenuClaim.MaterialList]).map((e) => e.label)).toEqual(['Material List']);
  });

  it('shows Divisions with the security menu claim', () => {
    expect(buildMenu(deployed('mf-reference'), [MenuClaim.Security]).map((e) => e.label)).toEqual([
      'Divisions',
    ]);
  });

  it('lists the deployed remotes’ sections in route-table order, one entry per screen, Releases last', () => {
    expect(buildMenu(everyRemote, DEFAULT_ROLE_CLAIMS[4])).toEqual([
      { path: '/Security', label: 'Security' },
      { path: '/Projects', label: 'Projects' },
      { path: '/Employee', label: 'Employees' },
      { path: '/Devices', label: 'Devices' },
      { path: '/TimeCard', label: 'Timecards' },
      { path: '/Report', label: 'Reports' },
      { path: '/ForeCast', label: 'Forecast' },
      { path: '/DivisionPage', label: 'Divisions' },
      { path: '/PayRollNoteOptionPage', label: 'Payroll Note List' },
      { path: '/EquipmentListPage', label: 'Equipment List' },
      { path: '/MaterialListPage', label: 'Material List' },
      { path: '/StatusCodeListPage', label: 'Status Code List' },
      { path: '/TMVoucher', label: 'T&M Voucher' },
      { path: '/SupervisorOverrideReason', label: 'Supervisor Override Reason List' },
      { path: '/Releases', label: 'Releases' },
    ]);
  });

  it('leaves out the sections of a remote the manifest does not offer, and shows one it newly offers', () => {
    const claims = DEFAULT_ROLE_CLAIMS[4];
    expect(buildMenu(deployed('mf-workforce'), claims).map((e) => e.label)).toEqual([
      'Projects',
      'Employees',
      'Devices',
      'Releases',
    ]);
    expect(buildMenu(deployed('mf-workforce', 'mf-reports'), claims).map((e) => e.label)).toContain(
      'Reports',
    );
  });

  it('gives the landing every deployed route, second paths included, in table order', () => {
    expect(deployedRouteRules(deployed('mf-security', 'mf-vouchers')).map((r) => r.path)).toEqual([
      '/Security',
      '/SecurityPage',
      '/TMVoucher',
    ]);
  });
});

describe('top tabs', () => {
  const all = [PageClaim.Devices, PageClaim.Report];
  it('Devices shows for SystemAdmin, Administrator, Contribute and Read Only, not Project Manager', () => {
    expect(buildTopTabs(everyRemote, 'Read Only', all).map((t) => t.label)).toEqual(['Devices', 'Reports']);
    expect(buildTopTabs(everyRemote, 'Project Manager', all).map((t) => t.label)).toEqual(['Reports']);
  });

  it('needs the page claim as well', () => {
    expect(buildTopTabs(everyRemote, 'Administrator', [PageClaim.Report]).map((t) => t.label)).toEqual([
      'Reports',
    ]);
  });

  it('shows only for deployed remotes', () => {
    expect(buildTopTabs(deployed('mf-workforce'), 'Administrator', all).map((t) => t.label)).toEqual([
      'Devices',
    ]);
  });
});
