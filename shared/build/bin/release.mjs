/**
 * `npm run release -- <remote> [version]`: builds one remote at a version (default: its package.json
 * version) into its own folder, `<remote>/dist/<version>/`, and registers it with the API
 * (release-api.mjs). Nothing else is built: not the host, not another remote. A version folder that
 * exists is never written again, so a browser that loaded a version keeps finding its chunks while the
 * next one rolls out. The build writes release.json beside it (the shared ranges it was built
 * against); the API refuses a release whose ranges the host's singletons do not meet, and this
 * script then removes the build, so the same version can be built again once fixed.
 *
 * `--register` only registers a build already on disk (when the API did not answer at release time).
 * TAC_RELEASE_NOTE=… is compiled into the build, for screens that show it (mf-reference's lists do).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { withBuildLock } from './build.mjs';
import { ensureDependencies, log, ROOT, run } from './lib.mjs';
import { ReleaseApiError, releaseApi } from './release-api.mjs';

const VERSION_PATTERN = /^\d+(\.\d+)*(-[0-9A-Za-z.-]+)?$/;

function fail(message) {
  console.error(`\x1b[31m[release]\x1b[0m ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const registerOnly = args.includes('--register');
const [remote, versionArg] = args.filter((a) => !a.startsWith('--'));
if (!remote) fail('usage: npm run release -- <remote> [version] [--register]');
const appDir = path.join(ROOT, remote);
if (!remote.startsWith('mf-') || !existsSync(path.join(appDir, 'webpack.config.mjs'))) {
  fail(`${remote} is not a remote with a webpack.config.mjs`);
}
const version = versionArg ?? JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;
if (!VERSION_PATTERN.test(version)) fail(`${version} is not a version (like 11.3.0 or 11.3.0-rc.1)`);
const outDir = path.join(appDir, 'dist', version);
const relative = path.relative(ROOT, outDir);

if (!registerOnly) {
  if (existsSync(outDir)) {
    fail(
      `${relative} exists: a released version is never rebuilt (browsers may hold its chunks). Choose a new version.`,
    );
  }
  await ensureDependencies();
  const started = Date.now();
  const code = await withBuildLock(async () => {
    log('release', `${remote} ${version}: building…`);
    return run(path.join(appDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: appDir,
      env: { ...process.env, TAC_RELEASE_VERSION: version },
    });
  });
  if (code !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    fail(`the build of ${remote} ${version} failed (exit ${code})`);
  }
  log('release', `${relative}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (!existsSync(path.join(outDir, 'release.json')))
  fail(`${relative} holds no release.json: build it with this script`);

try {
  const api = await releaseApi();
  await api.register(remote, version);
  await api.logout();
  log(
    'release',
    `${remote} ${version} registered with ${api.url}: roll it out with npm run rollout -- ${remote} ${version} --percent 10`,
  );
} catch (error) {
  if (!(error instanceof ReleaseApiError)) throw error;
  if (/did not answer|cannot sign in/.test(error.message)) {
    fail(
      `${error.message}\nThe build stays in ${relative}; register it later: npm run release -- ${remote} ${version} --register`,
    );
  }
  // Refused (shared versions that do not fit the host, …): this build can never be served.
  if (!registerOnly) rmSync(outDir, { recursive: true, force: true });
  fail(`registration refused: ${error.message}${registerOnly ? '' : `\n${relative} was removed.`}`);
}
