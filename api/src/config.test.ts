import path from 'node:path';
import { systemTimeZone } from '@tac/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

const SSO = {
  TAC_SSO_ISSUER: 'https://sso.example',
  TAC_SSO_CLIENT_ID: 'console',
  TAC_SSO_CLIENT_SECRET: 'secret',
  TAC_SSO_REDIRECT_URL: 'https://console.example/api/Account/LoginSSOCheck',
};

describe('loadConfig', () => {
  it('has working defaults: port 8080, PGlite in <repo>/data, no demo, landing 1', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: path.join(REPO_ROOT, 'data') },
      demo: false,
      sso: undefined,
      passwordSignIn: 'all',
      landingVariant: 1,
      trustProxy: false,
      timeZone: systemTimeZone(),
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
      TAC_SSO_CLIENT_ID: 'console',
      TAC_SSO_CLIENT_SECRET: 'secret',
      TAC_SSO_REDIRECT_URL: 'https://console.example/api/Account/LoginSSOCheck',
      TAC_PASSWORD_SIGN_IN: 'admin-only',
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
      sso: {
        issuer: 'https://sso.example',
        clientId: 'console',
        clientSecret: 'secret',
        redirectUrl: 'https://console.example/api/Account/LoginSSOCheck',
      },
      passwordSignIn: 'admin-only',
      landingVariant: 2,
      remotesFile: path.join(REPO_ROOT, 'rollout.json'),
      jwtSecret: 's',
      trustProxy: '10.0.0.1,10.0.0.2',
      timeZone: 'America/Chicago',
      supportEmail: 'help@office.example',
    });
  });

  it('reads the Vista company, PR group and pay sequence (1 each by default) and refuses one that is not a Vista key, naming it', () => {
    expect(loadConfig({}).vista).toEqual({ company: 1, prGroup: 1, paySeq: 1 });
    expect(
      loadConfig({ TAC_VISTA_COMPANY: '12', TAC_VISTA_PR_GROUP: ' 3 ', TAC_VISTA_PAY_SEQ: '' }).vista,
    ).toEqual({ company: 12, prGroup: 3, paySeq: 1 });
    for (const [name, value] of [
      ['TAC_VISTA_COMPANY', '0'],
      ['TAC_VISTA_COMPANY', 'ACME'],
      ['TAC_VISTA_PR_GROUP', '256'],
      ['TAC_VISTA_PR_GROUP', '1.5'],
      ['TAC_VISTA_PAY_SEQ', '-1'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(
        `${name} must be a whole number from 1 to 255 (a Vista key), got '${value}'`,
      );
    }
  });

  it('reads the report mail and scheduler settings: the outbox in the data folder by default', () => {
    expect(loadConfig({})).toMatchObject({
      dataDir: path.join(REPO_ROOT, 'data'),
      mail: { smtpUrl: undefined, from: 'Time Admin Console <reports@localhost>' },
      scheduler: true,
    });
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/tac',
      TAC_DATA_DIR: '/var/tac',
      SMTP_URL: 'smtp://mailer:secret@mail.office.example:587',
      TAC_MAIL_FROM: 'Reports <reports@office.example>',
      TAC_SCHEDULER: '0',
    });
    expect(config).toMatchObject({
      dataDir: '/var/tac',
      mail: {
        smtpUrl: 'smtp://mailer:secret@mail.office.example:587',
        from: 'Reports <reports@office.example>',
      },
      scheduler: false,
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.office.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://u:hidden@mail' })).toThrow(/u:\*\*\*@/);
    expect(() => loadConfig({ TAC_MAIL_FROM: 'reports' })).toThrow(/TAC_MAIL_FROM/);
    // Each would put a header of its own into every report mail.
    for (const from of [
      'Bcc: all@office.example\r\nFrom: Reports <reports@office.example>',
      'x\r\nReports <reports@office.example>',
      'Reports\n<reports@office.example>',
      'Reports <reports@office.example>\r\nBcc: all@office.example',
    ]) {
      expect(() => loadConfig({ TAC_MAIL_FROM: from }), JSON.stringify(from)).toThrow(/TAC_MAIL_FROM/);
    }
    expect(loadConfig({ TAC_MAIL_FROM: 'reports@office.example' }).mail.from).toBe('reports@office.example');
    expect(loadConfig({ TAC_MAIL_FROM: '"Time, Reports" <r@office.example>' }).mail.from).toBe(
      '"Time, Reports" <r@office.example>',
    );
  });

  it("reads the close reminders' hours before a deadline and the console's address for mail links, refusing others", () => {
    expect(loadConfig({})).toMatchObject({ closeReminderHours: undefined, publicUrl: undefined });
    expect(
      loadConfig({ TAC_CLOSE_REMINDER_HOURS: '48', TAC_PUBLIC_URL: 'https://tac.office.example/console/' }),
    ).toMatchObject({ closeReminderHours: 48, publicUrl: 'https://tac.office.example/console' });
    for (const hours of ['0', '145', '1.5', 'a day'])
      expect(() => loadConfig({ TAC_CLOSE_REMINDER_HOURS: hours }), hours).toThrow(
        /TAC_CLOSE_REMINDER_HOURS/,
      );
    for (const url of ['tac.office.example', 'ftp://tac.office.example', 'https://tac.office.example/?a=1'])
      expect(() => loadConfig({ TAC_PUBLIC_URL: url }), url).toThrow(/TAC_PUBLIC_URL/);
  });

  it("hashes passwords at OWASP's scrypt cost whatever the environment, a test run's included", () => {
    const owasp = { N: 2 ** 15, r: 8, p: 3 };
    expect(loadConfig({}).passwordHashCost).toEqual(owasp);
    expect(loadConfig({ ...process.env, NODE_ENV: 'test', TAC_DEMO: '1' }).passwordHashCost).toEqual(owasp);
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
    // Single sign-on: all four settings or none, https (http only on this machine), the callback path.
    [{ TAC_SSO_ISSUER: 'https://sso.example' }, /missing: TAC_SSO_CLIENT_ID, TAC_SSO_CLIENT_SECRET/],
    [{ ...SSO, TAC_SSO_ISSUER: 'sso.example' }, /TAC_SSO_ISSUER must be an absolute URL/],
    [{ ...SSO, TAC_SSO_ISSUER: 'http://sso.example' }, /TAC_SSO_ISSUER must use https/],
    [
      { ...SSO, TAC_SSO_REDIRECT_URL: 'https://console.example/callback' },
      /ending in \/api\/Account\/LoginSSOCheck/,
    ],
    [{ TAC_PASSWORD_SIGN_IN: 'none' }, /TAC_PASSWORD_SIGN_IN must be all or admin-only/],
    [{ TAC_PASSWORD_SIGN_IN: 'admin-only' }, /needs single sign-on/],
  ])('stops on a bad value %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('admits an http provider on this machine only (tests, a provider beside the console)', () => {
    const sso = loadConfig({ ...SSO, TAC_SSO_ISSUER: 'http://127.0.0.1:9000' }).sso;
    expect(sso?.issuer).toBe('http://127.0.0.1:9000');
  });
});
