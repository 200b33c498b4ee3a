/**
 * `npm run rollout -- <remote> <version> --percent 10 [--users a,b] [--roles r]`,
 * `npm run promote -- <remote>`, `npm run rollback -- <remote>`: the Releases screen's calls, from a
 * terminal (release-api.mjs says how they reach the API). They apply from each user's next page load or
 * sign-in; nothing is rebuilt or restarted.
 */
import { ReleaseApiError, releaseApi } from './release-api.mjs';

const [action, ...args] = process.argv.slice(2);

function fail(message) {
  console.error(`\x1b[31m[${action}]\x1b[0m ${message}`);
  process.exit(1);
}

/** `--name value` → value; absent → undefined. */
function option(name) {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) fail(`--${name} needs a value`);
  return value;
}
const list = (value) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : undefined;
const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));

const describe = (r) =>
  `${r.name}: stable ${r.stableVersion}` +
  (r.candidate
    ? `, candidate ${r.candidate.version} to ${r.candidate.percent}%` +
      (r.candidate.roles.length ? `, roles ${r.candidate.roles.join(', ')}` : '') +
      (r.candidate.users.length ? `, users ${r.candidate.users.join(', ')}` : '')
    : ', no candidate');

try {
  const [remote, version] = positional;
  if (!remote) fail('name the remote, e.g. mf-reference');
  const api = await releaseApi();
  if (action === 'rollout') {
    if (!version) fail('usage: npm run rollout -- <remote> <version> --percent 10 [--users a,b] [--roles r]');
    const percent = Number(option('percent') ?? 0);
    if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      fail('--percent must be a whole number 0-100');
    await api.rollout({
      name: remote,
      version,
      percent,
      users: list(option('users')),
      roles: list(option('roles')),
    });
  } else if (action === 'promote') {
    await api.promote(remote);
  } else if (action === 'rollback') {
    await api.rollback(remote);
  } else {
    fail(`unknown action ${action}`);
  }
  const now = (await api.releases()).find((r) => r.name === remote);
  await api.logout();
  console.log(now ? describe(now) : `${remote}: done`);
} catch (error) {
  if (error instanceof ReleaseApiError) fail(error.message);
  throw error;
}
