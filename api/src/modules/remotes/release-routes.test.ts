import { describe, expect, it } from 'vitest';
import { routesProblem } from './release-routes.ts';

describe("a release's routes", () => {
  it('take a signed-out route with parameters and no menu entry', () => {
    expect(
      routesProblem([
        {
          path: '/TMVoucher',
          pageClaim: 'pg.tmvoucher',
          menu: { label: 'T&M Voucher', menuClaim: 'mn.tmvoucher' },
        },
        { path: '/sign/:token', pageClaim: 'pg.tmvoucher', signedOut: true, plainElements: true },
      ]),
    ).toBeUndefined();
  });

  it('refuse parameters on a guarded route and a menu entry on a signed-out one', () => {
    expect(routesProblem([{ path: '/TMVoucher/:id', pageClaim: 'pg.tmvoucher' }])).toBe(
      '/TMVoucher/:id: only a signed-out route takes parameters',
    );
    expect(
      routesProblem([
        {
          path: '/sign/:token',
          pageClaim: 'pg.tmvoucher',
          signedOut: true,
          menu: { label: 'Sign', menuClaim: 'mn.tmvoucher' },
        },
      ]),
    ).toBe('/sign/:token: a signed-out route has no menu entry');
  });

  it('refuse plain elements on a section, which draws inside the shell', () => {
    expect(routesProblem([{ path: '/TMVoucher', pageClaim: 'pg.tmvoucher', plainElements: true }])).toBe(
      '/TMVoucher: only a signed-out route is drawn with plain elements',
    );
  });
});
