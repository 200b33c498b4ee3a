/**
 * Writes bundle-contents.json beside the build: for each emitted JS file, the packages whose code it
 * holds. The bundle benchmark maps the files a browser fetched to packages, to count copies.
 */
import path from 'node:path';

function packageOf(resource) {
  const nm = resource.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (nm >= 0) {
    const parts = resource.slice(nm + 14).split(path.sep);
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const shared = resource.match(/[\\/]shared[\\/]([^\\/]+)[\\/]src[\\/]/);
  if (shared) return `@tac/${shared[1]}`;
  return undefined;
}

export class BundleContentsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleContentsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleContentsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const inner = module.rootModule ?? module;
              const resources = [inner, ...(module.modules ?? [])].map((m) => m.resource).filter(Boolean);
              for (const r of resources) {
                const pkg = packageOf(r);
                if (pkg) packages.add(pkg);
              }
            }
            for (const file of chunk.files) if (file.endsWith('.js')) files[file] = [...packages].sort();
          }
          compilation.emitAsset(
            'bundle-contents.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(files, null, 1)),
          );
        },
      );
    });
  }
}
