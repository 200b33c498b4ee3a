/**
 * The console with single sign-on for host/e2e/sso.spec.ts: a test OpenID provider on loopback
 * (oidc-provider.ts) and, in this same process, the API serving the built console on PORT with
 * TAC_SSO_* pointing at it and TAC_PASSWORD_SIGN_IN=admin-only, on its own database (TAC_DATA_DIR)
 * with the demo users alone. The other e2e specs keep their own server, with password sign-in for everyone.
 * SSO_CODE_SECONDS shortens the one-time code's life, so a spec can watch one expire.
 * Prints `SSO E2E READY <provider issuer>` once both listen.
 */
import { todayIn } from '@tac/contracts/calendar';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DEMO_USERS, seedDemoUsers } from '../seed/demo.ts';
import { seedDemoReferenceLists } from '../seed/demo-reference-lists.ts';
import { seedDemoSecurity } from '../seed/demo-security.ts';
import { startOidcProvider } from './oidc-provider.ts';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT is required');
const redirectUrl = `http://localhost:${port}/api/Account/LoginSSOCheck`;
const idp = await startOidcProvider({
  redirectUrl,
  accounts: [
    ...DEMO_USERS.map((u) => ({ email: u.userName, emailVerified: true })),
    { email: 'stranger@demo.local', emailVerified: true },
  ],
});
const config = loadConfig({
  ...process.env,
  // The spec signs demo users in and edits one in Security, nothing more: their accounts and what
  // Security shows of them are seeded below, not the whole demo (timecards, payroll, vouchers…), the
  // most of a console's start.
  TAC_DEMO: '0',
  TAC_SSO_ISSUER: idp.settings.issuer,
  TAC_SSO_CLIENT_ID: idp.settings.clientId,
  TAC_SSO_CLIENT_SECRET: idp.settings.clientSecret,
  TAC_SSO_REDIRECT_URL: redirectUrl,
  TAC_PASSWORD_SIGN_IN: 'admin-only',
});
const ssoCodeSeconds = process.env.SSO_CODE_SECONDS ? Number(process.env.SSO_CODE_SECONDS) : undefined;
const app = await buildApp({ config, ssoCodeSeconds, logger: { level: 'warn' } });
const { db } = app.database;
await seedDemoUsers(db, config.passwordHashCost);
await seedDemoReferenceLists(db, todayIn(config.timeZone, new Date()));
await seedDemoSecurity(db);
// localhost: the browser may reach it over IPv6 or IPv4.
await app.listen({ port, host: 'localhost' });
console.log(`SSO E2E READY ${idp.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), idp.close()]).finally(() => process.exit(0));
  });
}
