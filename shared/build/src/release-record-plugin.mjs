import { readFileSync } from 'node:fs';

/**
 * A remote's routes.json, read for its release record: the routes (path, claims, menu entry) the
 * release provides. Only its outline is checked here; the API checks the full shape when the release
 * is registered (RemoteRoutesSchema in @tac/contracts), and the remote's routes.test.ts before that.
 * @param {string} file
 */
export function readRoutes(file) {
  const routes = JSON.parse(readFileSync(file, 'utf8'));
  const fits = (route) =>
    typeof route === 'object' &&
    route !== null &&
    typeof route.path === 'string' &&
    typeof route.pageClaim === 'string';
  if (!Array.isArray(routes) || !routes.every(fits))
    throw new Error(`${file}: a list of routes, each with a path and a pageClaim`);
  return routes;
}

/**
 * Writes release.json beside the build: the app's name and version, for a remote the routes its
 * routes.json lists (the manifest serves them, so the host draws this release's menu entries and
 * routes with no rebuild: shared/docs/releases.md), and for each Module Federation shared module the
 * range it requires and (for the host, which provides them) the version it provides, exactly as the
 * build's shared config declared them. The API reads a remote's record when the release is
 * registered and refuses it when its ranges do not fit the host's record
 * (api/src/modules/remotes/compatibility.ts), so the check compares what was built, not package.json.
 */
export class ReleaseRecordPlugin {
  /** @param {{ name: string, version: string, routesFile?: string, shared: Record<string, { requiredVersion?: string, version?: string }> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, version, routesFile, shared } = this.options;
    compiler.hooks.thisCompilation.tap('ReleaseRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseRecordPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          let routes;
          if (routesFile) {
            compilation.fileDependencies.add(routesFile);
            try {
              routes = readRoutes(routesFile);
            } catch (error) {
              compilation.errors.push(new compiler.webpack.WebpackError(error.message));
              return;
            }
          }
          const record = {
            name,
            version,
            builtAt: new Date().toISOString(),
            ...(routes && { routes }),
            shared: Object.fromEntries(
              Object.entries(shared)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([request, share]) => [
                  request,
                  {
                    ...(share.requiredVersion && { requiredVersion: share.requiredVersion }),
                    ...(share.version && { version: share.version }),
                  },
                ]),
            ),
          };
          compilation.emitAsset(
            'release.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`),
          );
        },
      );
    });
  }
}
