import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One call as the client saw it: when it started (ms on the load's clock), how long, what came back. */
export interface Call {
  phase: string;
  startedAt: number;
  ms: number;
  /** The HTTP status, or 0 when the connection failed. */
  status: number;
  error?: string;
  /** The body of a write (undefined for a read): what the database holds once it is acknowledged. */
  write?: string;
}

/** Writes mixed into the reads: `share` of each client's calls POST `payload(client, n)` to `url`. */
export interface LoadWrites {
  url: string;
  /** 0-1; the calls are spread evenly (0.3: three in every ten). */
  share: number;
  /** A distinct body for each write (client index, that client's write number). */
  payload: (client: number, n: number) => string;
}

export interface LoadTarget {
  url: string;
  /** The body each call POSTs. */
  payload: string;
  /** Sessions the clients take turns with (client i uses token i mod n). */
  tokens: readonly string[];
  clients: number;
  /** A client's pause between an answer and its next call (a person reading); 0: at once. */
  thinkMs?: number;
  writes?: LoadWrites;
}

/** The request options of a signed-in JSON POST of `payload` on `agent`. */
export function jsonPost(agent: http.Agent, token: string, payload: string): http.RequestOptions {
  return {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      authorization: `Bearer ${token}`,
    },
  };
}

/** One POST on a client's own kept-alive connection; resolves with the HTTP status (the body is drained). */
export function post(agent: http.Agent, url: string, token: string, payload: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, jsonPost(agent, token, payload));
    request.on('response', (response) => {
      response.on('data', () => {});
      response.on('error', reject);
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** Whether a client's call `n` is a write: `share` of the calls, spread evenly, shifted per client. */
export function isWrite(share: number, client: number, n: number): boolean {
  const k = n + client;
  return Math.floor((k + 1) * share) > Math.floor(k * share);
}

/**
 * Clients that each call `url` again as soon as the answer is in (or a write, `writes.share` of the
 * time), on a kept-alive connection of their own, as a browser does; every call is kept with the
 * phase it started in. pause() lets the
 * calls in flight finish and starts no more, so a scrape between phases sees each phase whole.
 */
export class Load {
  readonly calls: Call[] = [];
  phase = 'start';
  #paused = true;
  #stopped = false;
  #inFlight = 0;
  #started = 0;
  #wakers: (() => void)[] = [];
  #idleWaiters: (() => void)[] = [];
  readonly #clients: Promise<void>[];
  readonly #t0 = performance.now();

  constructor(private readonly target: LoadTarget) {
    this.#clients = Array.from({ length: target.clients }, (_, i) => this.#client(i));
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** Calls started so far: the difference of two readings is what started between them. */
  get started(): number {
    return this.#started;
  }

  resume(phase: string): void {
    this.phase = phase;
    this.#paused = false;
    for (const wake of this.#wakers.splice(0)) wake();
  }

  /** Starts no more calls and resolves once none is in flight. */
  async pause(): Promise<void> {
    this.#paused = true;
    if (this.#inFlight > 0) await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#paused = false;
    for (const wake of this.#wakers.splice(0)) wake();
    await Promise.all(this.#clients);
  }

  async #client(index: number): Promise<void> {
    const token = this.target.tokens[index % this.target.tokens.length] ?? '';
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const writes = this.target.writes;
      let writesSent = 0;
      for (let n = 0; !this.#stopped; ) {
        if (this.#paused) {
          await new Promise<void>((resolve) => this.#wakers.push(resolve));
          continue;
        }
        const write =
          writes && isWrite(writes.share, index, n++) ? writes.payload(index, writesSent++) : undefined;
        const phase = this.phase;
        const startedAt = performance.now() - this.#t0;
        this.#inFlight++;
        this.#started++;
        let status = 0;
        let error: string | undefined;
        try {
          status =
            write !== undefined && writes
              ? await post(agent, writes.url, token, write)
              : await post(agent, this.target.url, token, this.target.payload);
        } catch (failure) {
          error = (failure as Error).message;
        }
        this.calls.push({
          phase,
          startedAt,
          ms: performance.now() - this.#t0 - startedAt,
          status,
          error,
          ...(write !== undefined && { write }),
        });
        if (--this.#inFlight === 0 && this.#paused) for (const idle of this.#idleWaiters.splice(0)) idle();
        if (this.target.thinkMs) await new Promise((resolve) => setTimeout(resolve, this.target.thinkMs));
      }
    } finally {
      agent.destroy();
    }
  }
}

export interface PhaseFigures {
  phase: string;
  requests: number;
  errors: number;
  p95Ms: number;
  /** What the errors were, counted (a status or a connection error). */
  errorKinds: Record<string, number>;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function phaseFigures(calls: readonly Call[], phase: string): PhaseFigures {
  const inPhase = calls.filter((c) => c.phase === phase);
  const failed = inPhase.filter((c) => c.status !== 200);
  const errorKinds: Record<string, number> = {};
  for (const c of failed) {
    const kind = `${c.write === undefined ? 'read' : 'write'} ${c.error ?? c.status}`;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  }
  return {
    phase,
    requests: inPhase.length,
    errors: failed.length,
    p95Ms: Math.round(
      percentile(
        inPhase.map((c) => c.ms),
        95,
      ),
    ),
    errorKinds,
  };
}
