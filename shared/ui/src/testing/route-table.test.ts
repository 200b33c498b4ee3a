import { MenuClaim, PageClaim } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { routeTableProblems } from './route-table.ts';

const alias = { path: '/SecurityPage', pageClaim: PageClaim.Security };
const main = {
  path: '/Security',
  pageClaim: PageClaim.Security,
  menu: { label: 'Security', menuClaim: MenuClaim.Security },
};
const security = [main, alias];

describe('a remote held to the contracts route table', () => {
  it('agrees when it exports every row it owns with the rows’ claims', () => {
    expect(routeTableProblems('mf-security', security)).toEqual([]);
  });

  it('names a wrong page claim, a wrong menu claim, an unknown path and a missing row', () => {
    expect(
      routeTableProblems('mf-security', [
        {
          ...main,
          pageClaim: PageClaim.TimeCard,
          menu: { label: 'Security', menuClaim: MenuClaim.TimeCard },
        },
        { path: '/SecurityAdmin', pageClaim: PageClaim.Security },
      ] as typeof security),
    ).toEqual([
      '/Security has page claim pg.timecard; the route table says pg.security',
      '/Security has menu claim mn.timecard; the route table says mn.security',
      '/SecurityAdmin is not in the contracts route table',
      '/SecurityPage is in the route table but not exported',
    ]);
  });

  it('names a route of another remote and a route exported twice', () => {
    const timecards = {
      path: '/TimeCard',
      pageClaim: PageClaim.TimeCard,
      menu: { label: 'Timecards', menuClaim: MenuClaim.TimeCard },
    };
    expect(routeTableProblems('mf-security', [...security, timecards, { ...alias }])).toEqual([
      '/TimeCard belongs to mf-timecards in the route table',
      '/SecurityPage is exported more than once',
    ]);
  });

  it('names a menu label or a top tab the host, drawing the menu from the table, would not show', () => {
    expect(
      routeTableProblems('mf-security', [
        { ...main, menu: { label: 'Users', menuClaim: MenuClaim.Security, topTab: true } },
        { ...alias, menu: { label: 'Security', menuClaim: MenuClaim.Security } },
      ]),
    ).toEqual([
      '/Security has menu label Users; the route table says Security',
      '/Security is a top tab; TOP_TAB_ROLES says otherwise',
      '/SecurityPage has menu label Security; the route table says (none)',
    ]);
  });
});
