import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Metrics } from './metrics.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Serves GET /metrics on its own port (TAC_METRICS_PORT), never on the public one: what it tells
 * (routes, volumes, failures) is for the operator's Prometheus, not for browsers.
 */
export function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at /metrics\n');
      return;
    }
    if (options.token !== undefined && !tokenMatches(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('A bearer token is required\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: Error) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : options.port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
