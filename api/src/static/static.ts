import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../http/app-type.ts';
import { isRemoteName } from '../modules/remotes/discover.ts';
import { VERSION_PATTERN } from '../modules/remotes/versions.ts';
import { cacheControlFor } from './cache-headers.ts';

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

export interface StaticOptions {
  /**
   * Source maps hold the full sources (several times the size of the scripts). The build still
   * writes them beside the scripts, for development and for uploading to an error tracker; a
   * production start answers 404 for them.
   */
  serveSourceMaps: boolean;
}

/**
 * Serves the built host at / and each remote's builds at /remotes/<name>/<version>/ (one process
 * for `npm start`, shared/docs/architecture.md "Running it"). Returns the SPA fallback for the not-found
 * handler: unknown browser paths get host/dist/index.html, so deep links like /MaterialListPage work.
 */
export async function registerStatic(
  app: App,
  repoRoot: string,
  { serveSourceMaps }: StaticOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const hostDist = path.join(repoRoot, 'host', 'dist');
  // Fastify decodes the path first, so `.js.%6Dap` is refused too.
  const allowedPath = serveSourceMaps ? undefined : (pathName: string) => !pathName.endsWith('.map');

  // Decorates reply.sendFile only; the routes below decide what may be read.
  await app.register(fastifyStatic, {
    root: repoRoot,
    serve: false,
    cacheControl: false,
    setHeaders,
    allowedPath,
    // The build writes .br and .gz beside each script (shared/build precompressed()).
    preCompressed: true,
  });

  app.get(
    '/remotes/:name/:version/*',
    { config: { access: 'public' }, schema: { hide: true } },
    (request: FastifyRequest<{ Params: { name: string; version: string; '*': string } }>, reply) => {
      const { name, version } = request.params;
      // Any origin may load a remote (a host on another origin, or a CDN in front of this API).
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (!isRemoteName(name) || !VERSION_PATTERN.test(version)) return reply.callNotFound();
      return reply.sendFile(request.params['*'], path.join(repoRoot, name, 'dist', version));
    },
  );

  if (existsSync(hostDist)) {
    await app.register(fastifyStatic, {
      root: hostDist,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      setHeaders,
      allowedPath,
      preCompressed: true,
    });
  }

  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/remotes/');
    // A missing script or image must stay a 404: answering HTML for it only hides the error.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (!isPage || looksLikeFile || !existsSync(path.join(hostDist, 'index.html'))) return false;
    reply.sendFile('index.html', hostDist);
    return true;
  };
}
