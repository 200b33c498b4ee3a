/**
 * One webpack + Module Federation config for every app, so each app's webpack.config.mjs is a few
 * lines. Hosts get an index.html; remotes build into dist/<version>/ so versions live side by side.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { BundleContentsPlugin } from './bundle-contents-plugin.mjs';
import { provideRuntimePluginEsm } from './external-runtime.mjs';
import { ReleaseRecordPlugin } from './release-record-plugin.mjs';
import { RouterExportsCheckPlugin } from './router/router-exports-check.mjs';
import { reactRouterEsm, sharedModules } from './shared-modules.mjs';

// Loaders resolve from each app's folder otherwise; they are this package's dependencies.
const require = createRequire(import.meta.url);

/**
 * Each text asset also written as .br and .gz beside itself, which the API serves to browsers that
 * accept them (@fastify/static preCompressed): compressed once at build time, not on every request.
 * Uncompressed, /Login moved several times the bytes it needs, and Lighthouse's network model put
 * every signed-in section's LCP past its target (npm run bench:lighthouse).
 */
function precompressed() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 1024,
    }),
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
  ];
}

function routerAlias(appDir) {
  try {
    return { 'tac-react-router-impl$': reactRouterEsm(appDir) };
  } catch {
    return {}; // an app without react-router-dom
  }
}

export function appVersion(appDir) {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;
}

/**
 * @param {{ appDir: string, name: string, kind: 'host' | 'remote', exposes?: Record<string,string>,
 *   devPort?: number, devEntry?: string }} options
 */
export function federatedConfig({ appDir, name, kind, exposes = {}, devPort = 3000, devEntry }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // `npm run release -- <remote> <version>` builds a remote at a version other than its package.json's.
    const version = (kind === 'remote' && process.env.TAC_RELEASE_VERSION) || appVersion(appDir);
    const outDir = kind === 'host' ? path.join(appDir, 'dist') : path.join(appDir, 'dist', version);
    const standalone = kind === 'remote' && !production && devEntry;
    const shared = sharedModules(appDir, { consumeOnly: kind === 'remote' && !standalone });
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      // A remote's only production entry is its remoteEntry.js, which the MF plugin adds.
      entry: kind === 'host' ? './src/index.ts' : standalone ? devEntry : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // The MF runtime breaks with [contenthash] in the entry filename: hash chunk names only.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // The slim shared router re-exports from react-router's ESM build under this private name
        // (a name no app imports, so Module Federation does not take it for the shared module itself).
        alias: routerAlias(appDir),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic' } },
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: name.replace(/-/g, '_'),
          filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
          exposes: kind === 'remote' ? exposes : undefined,
          // The host registers remotes at run time from the manifest: no URL is compiled in.
          remotes: {},
          shared,
          // The host's runtime is the remotes' runtime too (externalRuntime below): this plugin hands it
          // over. What provideExternalRuntime does, minus its second (CommonJS) copy of the runtime.
          runtimePlugins: kind === 'host' ? [provideRuntimePluginEsm()] : [],
          // Every singleton comes from the host (remotes provide none), so a shared module is taken
          // from what is already there. The default, 'version-first', first fetches every registered
          // remote's entry to compare versions: one remote that never answers then held the whole
          // console on 'Loading…' at sign-in, past the 5 s fallback.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          experiments: {
            // Remote entries are plain remoteEntry.js URLs (no mf-manifest.json), in browsers only:
            // leave the manifest snapshot code and the Node.js loaders out of the MF runtime.
            optimization: { disableSnapshot: true, target: 'web' },
            // One MF runtime, the host's (handed over by the runtime plugin above): a remote's entry
            // would otherwise carry a second copy, most of a remote's first-screen budget. A remote run alone keeps its own.
            ...(kind === 'remote' && !standalone ? { externalRuntime: true } : {}),
          },
        }),
        new RouterExportsCheckPlugin(),
        (kind === 'host' || standalone) &&
          new HtmlWebpackPlugin({
            template: path.join(import.meta.dirname, 'index.html'),
            title: 'Time Admin Console',
            chunks: ['main'],
          }),
        production && new BundleContentsPlugin(),
        production &&
          new ReleaseRecordPlugin({
            name,
            version,
            shared,
            // A remote's routes, written once beside its ./routes (shared/docs/adding.md).
            ...(kind === 'remote' && { routesFile: path.join(appDir, 'src', 'routes.json') }),
          }),
        ...(production ? precompressed() : []),
        // A release may carry a short note its screens can show (TAC_RELEASE_NOTE at build time), so
        // a tester sees which build they are on; empty in ordinary builds.
        {
          apply: (compiler) =>
            new compiler.webpack.DefinePlugin({
              'process.env.TAC_RELEASE_NOTE': JSON.stringify(process.env.TAC_RELEASE_NOTE ?? ''),
            }).apply(compiler),
        },
      ].filter(Boolean),
      optimization: {
        // SWC's minifier instead of webpack's default Terser: the host's bundle (the shared design
        // system, router and PDF viewer) was most of every build's time (shared/docs/testing.md).
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
        splitChunks: {
          chunks: 'async',
          cacheGroups: {
            // Emotion's helpers serve both @emotion/react (a shared module, in its own chunk) and
            // Chakra's styled factory: one chunk for them rather than a copy beside each.
            emotion: {
              test: /[\\/]node_modules[\\/]@emotion[\\/](?!react[\\/])/,
              name: 'emotion',
              chunks: 'async',
              enforce: true,
              priority: 20,
            },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/remotes'], target: process.env.TAC_API_URL ?? 'http://127.0.0.1:8080' },
        ],
      },
      stats: 'errors-warnings',
    };
  };
}
