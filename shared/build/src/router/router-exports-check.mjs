/**
 * Fails a build whose code imports from 'react-router-dom' or 'react-router' a name that the shared
 * slim router (react-router-slim.mjs) does not export: such an import would be `undefined` at run
 * time, since webpack cannot see a shared module's exports when it builds a remote.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SLIM_ROUTER = path.join(import.meta.dirname, 'react-router-slim.mjs');
const ROUTER_REQUESTS = new Set(['react-router-dom', 'react-router']);

export function slimRouterExports() {
  const source = readFileSync(SLIM_ROUTER, 'utf8');
  const list = source.match(/export\s*\{([^}]*)\}\s*from/)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

export class RouterExportsCheckPlugin {
  apply(compiler) {
    const allowed = slimRouterExports();
    compiler.hooks.thisCompilation.tap('RouterExportsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterExportsCheckPlugin', (modules) => {
        for (const module of modules) {
          if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dep of module.dependencies) {
            if (!ROUTER_REQUESTS.has(dep.request)) continue;
            // Harmony import specifiers carry the imported name in `ids`; side-effect imports have none.
            const type = dep.constructor.name;
            if (!/Specifier|ExportImported/.test(type)) continue;
            const name = dep.ids?.[0];
            if (name && allowed.has(name)) continue;
            const what = name ? `'${name}'` : 'the whole module (namespace import or export *)';
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${path.relative(compiler.context, module.resource)} imports ${what} from '${dep.request}', ` +
                  `which the console's shared router does not export. Add it to ${path.relative(compiler.context, SLIM_ROUTER)}.`,
              ),
            );
          }
        }
      });
    });
  }
}
