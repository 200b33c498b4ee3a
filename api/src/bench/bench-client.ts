import http from 'node:http';
import { ApiPaths, type Envelope, type LoginResult } from '@tac/contracts';
import type { DatabaseTarget } from '../config.ts';
import type { App } from '../http/app-type.ts';
import { BENCH_PASSWORD, BENCH_USER } from './seed-large.ts';

/**
 * The HTTP benchmarks' client: node:http on kept-alive connections, as a browser keeps them. It runs
 * in the process the in-process API runs in, where fetch (undici) cost ~3 ms a call of its own. A
 * call ends with the last byte of a 200 answer, which it gives as text; any other status rejects.
 */
export function benchClient(baseUrl: string, token: string, agent: http.Agent) {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown): Promise<string> => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (response.statusCode === 200) resolve(text);
            else reject(new Error(`${path}: ${response.statusCode} ${text.slice(0, 300)}`));
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
  };
}

/** Starts `app` on a free local port and gives its address. */
export async function listenLocally(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Signs the large seed's benchmark user in; gives the token. */
export async function signInBenchUser(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${ApiPaths.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: BENCH_USER, Password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as Envelope<LoginResult>;
  if (!res.ok)
    throw new Error(
      `Sign-in of ${BENCH_USER} failed (${res.status} ${body.message}); run npm run seed:large`,
    );
  return body.data.token;
}

/** A database as the benchmarks print it, without the password. */
export function targetLabel(target: DatabaseTarget): string {
  if (target.kind === 'postgres') return `PostgreSQL (${target.url.replace(/:[^:@/]*@/, ':***@')})`;
  return target.kind === 'pglite' ? `PGlite (${target.dataDir})` : 'PGlite (in memory)';
}
