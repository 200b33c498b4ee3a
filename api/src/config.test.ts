import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 8080, PGlite in <repo>/data, no demo, landing 1', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: path.join(REPO_ROOT, 'data') },
      demo: false,
      ssoIssuer: undefined,
      landingVariant: 1,
      trustProxy: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      supportEmail: null,
    });
  });

  it('takes relative data and rollout paths from the repo root, as `npm start` runs there', () => {
    const config = loadConfig({ TAC_DATA_DIR: 'tmp/demo', TAC_REMOTES_FILE: '/etc/tac/rollout.json' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(REPO_ROOT, 'tmp', 'demo') });
    expect(config.remotesFile).toBe('/etc/tac/rollout.json');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/tac',
      TAC_DEMO: '1',
      TAC_SSO_ISSUER: 'https://sso.example',
      TAC_LANDING_VARIANT: '2',
      TAC_REMOTES_FILE: 'rollout.json',
      TAC_JWT_SECRET: 's',
      TAC_TRUST_PROXY: '10.0.0.1,10.0.0.2',
      TAC_TIME_ZONE: 'America/Chicago',
      TAC_SUPPORT_EMAIL: ' help@office.example ',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/tac' },
      demo: true,
      ssoIssuer: 'https://sso.example',
      landingVariant: 2,
      remotesFile: path.join(REPO_ROOT, 'rollout.json'),
      jwtSecret: 's',
      trustProxy: '10.0.0.1,10.0.0.2',
      timeZone: 'America/Chicago',
      supportEmail: 'help@office.example',
    });
  });

  it('seeds demo data only for TAC_DEMO=1', () => {
    expect(loadConfig({ TAC_DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ TAC_DEMO: 'true' }).demo).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ TAC_LANDING_VARIANT: '3' }, /TAC_LANDING_VARIANT/],
    [{ TAC_TRUST_PROXY: '2' }, /hop count/],
    [{ TAC_TIME_ZONE: 'Mars/Olympus' }, /TAC_TIME_ZONE/],
    [{ TAC_SUPPORT_EMAIL: 'help desk' }, /TAC_SUPPORT_EMAIL/],
  ])('stops on a bad value %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
