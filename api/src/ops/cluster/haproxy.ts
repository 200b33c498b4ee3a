import { execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's haproxy package puts the binary; PATH is searched first. */
async function findHaproxy(): Promise<string | undefined> {
  const found = await run('sh', ['-c', 'command -v haproxy']).catch(() => undefined);
  const onPath = found?.stdout.trim();
  if (onPath) return onPath;
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : undefined;
}

/**
 * HAProxy's path; installs Debian's package when it is missing and this runs as root, as npm test
 * does for Chromium. Otherwise says how to install it.
 */
export async function ensureHaproxy(log: (line: string) => void = console.log): Promise<string> {
  const found = await findHaproxy();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error("HAProxy is missing: install Debian's haproxy package (apt-get install -y haproxy)");
  log('installing HAProxy from Debian packages…');
  await run(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy'],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const installed = await findHaproxy();
  if (!installed) throw new Error('apt-get installed haproxy, but no haproxy binary was found');
  return installed;
}

/**
 * HAProxy's address: where it listens, and where its connections to the replicas on loopback come
 * from. The one address the replicas trust to tell them the client's (TAC_TRUST_PROXY).
 */
export const BALANCER_ADDRESS = '127.0.0.1';

export interface BalancerLayout {
  /** The console's one port. */
  port: number;
  /** HAProxy's statistics page (CSV at /;csv) and its Prometheus exporter (/metrics). */
  statsPort: number;
  servers: { name: string; port: number }[];
  /** Seconds between health checks of each replica (shared/docs/operations.md: drain ≥ fall × this). */
  checkSeconds: number;
  /** Where HAProxy's access lines (one a request, with its X-Request-Id) and server changes go. */
  accessLog?: string;
}

/**
 * HAProxy's own HTTP log line (what option httplog writes) and, last, the request's id: the line a person finds
 * from the id a user read off the console's error (shared/docs/operations.md "Following a request").
 */
export const ACCESS_LOG_FORMAT =
  '%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %CC %CS %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq %hr %hs %{+Q}r %ID';

/**
 * The load balancer's configuration: replicas health-checked through /api/health/ready, taken out
 * at the third failed check and back after two good ones. A request that could not reach a replica
 * is tried on another; a GET also when its replica died before answering or answered the 503 of a
 * closing server. So a crash costs at most the writes (POSTs) in flight on that replica, and a
 * SIGTERM, which drains first, costs nothing. The client's address reaches the replicas in
 * X-Forwarded-For, set here alone (shared/docs/operations.md "Client addresses"). Each request gets
 * an id, X-Request-Id, which the replica logs and the answer carries (HAProxy's own answers too),
 * and an access line on HAProxy's stdout.
 */
export function haproxyConfig(layout: BalancerLayout): string {
  const inter = `${Math.round(layout.checkSeconds * 1000)}ms`;
  return `global
  maxconn 4096
  log stdout format raw local0

defaults
  mode http
  log global
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout queue 10s
  timeout http-keep-alive 10s
  # A replica busy with a burst answers its check late, not never: only silence takes it out.
  timeout check 5s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503

frontend console
  bind ${BALANCER_ADDRESS}:${layout.port}
  log-format "${ACCESS_LOG_FORMAT}"
  # The replicas believe this header from the balancer: one a client sent would let it pick the
  # address its sign-in failures count against, so it goes before the balancer adds the real one.
  http-request del-header X-Forwarded-For
  option forwardfor
  # The request's id, made here whatever the client sent: the replicas believe it from the balancer
  # alone, log it on every line of the request and answer it; HAProxy's own answers (no replica up)
  # carry it too.
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  http-after-response set-header X-Request-Id %[unique-id]
  # A POST may be a write that committed before its replica died: sent again, it could be done
  # twice. Only a request that never reached a replica is retried then.
  http-request disable-l7-retry if METH_POST
  default_backend api

backend api
  balance leastconn
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server check inter ${inter} fastinter ${inter} downinter ${inter} fall 3 rise 2
${layout.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`).join('\n')}

listen stats
  bind ${BALANCER_ADDRESS}:${layout.statsPort}
  no log
  # HAProxy's own figures for Prometheus: servers UP, requests and answers by class.
  http-request use-service prometheus-exporter if { path /metrics }
  stats enable
  stats uri /
`;
}

export interface Balancer {
  stop(): Promise<void>;
}

/** Writes the configuration into `dir` and runs HAProxy in the foreground until stop(). */
export async function startHaproxy(binary: string, dir: string, layout: BalancerLayout): Promise<Balancer> {
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(layout));
  await run(binary, ['-c', '-q', '-f', file]);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const accessLog = layout.accessLog ? createWriteStream(layout.accessLog, { flags: 'a' }) : undefined;
  if (accessLog) child.stdout.pipe(accessLog);
  else child.stdout.resume();
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      if (accessLog) accessLog.end(resolve);
      else resolve();
    }),
  );
  await waitForPort(
    layout.port,
    () => child.exitCode !== null,
    () => errors,
  );
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForPort(port: number, died: () => boolean, errors: () => string): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    if (died()) throw new Error(`HAProxy stopped at its start:\n${errors()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (up) return;
    if (Date.now() > until) throw new Error(`HAProxy did not listen on ${port}:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
