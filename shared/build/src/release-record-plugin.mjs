/**
 * Writes release.json beside the build: the app's name and version and, for each Module Federation
 * shared module, the range it requires and (for the host, which provides them) the version it
 * provides, exactly as the build's shared config declared them. The API reads a remote's record when
 * the release is registered and refuses it when its ranges do not fit the host's record
 * (api/src/modules/remotes/compatibility.ts), so the check compares what was built, not package.json.
 */
export class ReleaseRecordPlugin {
  /** @param {{ name: string, version: string, shared: Record<string, { requiredVersion?: string, version?: string }> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, version, shared } = this.options;
    compiler.hooks.thisCompilation.tap('ReleaseRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseRecordPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const record = {
            name,
            version,
            builtAt: new Date().toISOString(),
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
