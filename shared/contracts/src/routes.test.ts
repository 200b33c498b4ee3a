import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_CLAIMS } from './roles.ts';
import {
  canOpen,
  chooseLanding,
  findRoute,
  findSignedOutRoute,
  guardRedirect,
  landingPath,
  ROUTE_RULES,
} from './routes.ts';

/** Routes as a manifest would give them (the spec's rows stand in for the remotes' routes). */
const routes = (...paths: string[]) =>
  paths.map((path) => {
    const rule = findRoute(ROUTE_RULES, path);
    if (!rule) throw new Error(`${path} is not in the spec table`);
    return rule;
  });
const ALL_REFERENCE = routes('/ForeCast', '/MaterialListPage', '/SupervisorOverrideReason');
const rule = (path: string) => findRoute(ROUTE_RULES, path);

describe('landing by role (spec 000 §2)', () => {
  it('variant 1: Administrator and SystemAdmin → /Security, Project Manager → /TMVoucher, others → /Projects', () => {
    expect(landingPath('Administrator')).toBe('/Security');
    expect(landingPath('SystemAdmin')).toBe('/Security');
    expect(landingPath('Project Manager')).toBe('/TMVoucher');
    expect(landingPath('Contribute')).toBe('/Projects');
    expect(landingPath('Read Only')).toBe('/Projects');
  });

  it('variant 2 sends only Administrator to /Security', () => {
    expect(landingPath('Administrator', 2)).toBe('/Security');
    expect(landingPath('SystemAdmin', 2)).toBe('/Projects');
    expect(landingPath('Project Manager', 2)).toBe('/Projects');
  });

  it('falls back to the first available route the user may open when the landing remote is missing', () => {
    const admin = DEFAULT_ROLE_CLAIMS[1];
    expect(chooseLanding('Administrator', admin, [...routes('/Security'), ...ALL_REFERENCE])).toBe(
      '/Security',
    );
    expect(chooseLanding('Administrator', admin, ALL_REFERENCE)).toBe('/ForeCast');
    const pm = DEFAULT_ROLE_CLAIMS[2];
    expect(chooseLanding('Project Manager', pm, ALL_REFERENCE)).toBeUndefined();
    expect(chooseLanding('Project Manager', pm, routes('/TMVoucher', '/Projects'))).toBe('/TMVoucher');
  });
});

describe('claims per route', () => {
  it('opens a route only with its page claim, case-insensitively', () => {
    expect(canOpen(rule('/materiallistpage'), ['pg.materiallist'])).toBe(true);
    expect(canOpen(rule('/MaterialListPage'), ['mn.materiallist'])).toBe(false);
    expect(canOpen(rule('/Nowhere'), ['pg.materiallist'])).toBe(false);
  });

  it('the default matrix keeps Security and Divisions from Contribute, Read Only and Project Manager', () => {
    for (const role of [2, 3, 5] as const) {
      expect(canOpen(rule('/Security'), DEFAULT_ROLE_CLAIMS[role])).toBe(false);
      expect(canOpen(rule('/DivisionPage'), DEFAULT_ROLE_CLAIMS[role])).toBe(false);
    }
    expect(canOpen(rule('/MaterialListPage'), DEFAULT_ROLE_CLAIMS[2])).toBe(false);
    expect(canOpen(rule('/MaterialListPage'), DEFAULT_ROLE_CLAIMS[5])).toBe(true);
  });

  it('gives the Releases page and menu claims to SystemAdmin alone', () => {
    expect(DEFAULT_ROLE_CLAIMS[4]).toEqual(expect.arrayContaining(['pg.releases', 'mn.releases']));
    for (const role of [1, 2, 3, 5] as const) {
      expect(DEFAULT_ROLE_CLAIMS[role].filter((c) => c.endsWith('.releases'))).toEqual([]);
    }
  });

  it('redirects refused users by the logged-out role', () => {
    expect(guardRedirect('SystemAdmin')).toBe('/Admin');
    expect(guardRedirect('Administrator')).toBe('/Login');
    expect(guardRedirect(undefined)).toBe('/Login');
  });
});

describe('a signed-out route (a page opened by a link)', () => {
  const signing = { path: '/sign/:token', pageClaim: 'pg.tmvoucher', signedOut: true as const };
  const list = [{ path: '/TMVoucher', pageClaim: 'pg.tmvoucher' }, signing];

  it('matches its first segment ignoring case and hands its parameters on', () => {
    expect(findSignedOutRoute(list, '/Sign/abc-123')).toEqual({
      route: signing,
      params: { token: 'abc-123' },
    });
  });

  it('takes no empty parameter, no other length and never a guarded route', () => {
    expect(findSignedOutRoute(list, '/sign/')).toBeUndefined();
    expect(findSignedOutRoute(list, '/sign')).toBeUndefined();
    expect(findSignedOutRoute(list, '/sign/a/b')).toBeUndefined();
    expect(findSignedOutRoute(list, '/TMVoucher')).toBeUndefined();
  });
});
