import { ApiPaths } from '@tac/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OpenDatabase } from '../db/database.ts';
import type { App } from '../http/app-type.ts';

/** A mail's fate, as the report scheduler tells it (its onMail hook). */
export type MailOutcome = 'sent' | 'failed';

/**
 * One process's metrics in Prometheus' text format (shared/docs/operations.md lists them). Each
 * app has its own registry: tests build several apps in one process.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #requests: Histogram<'method' | 'route' | 'status_code'>;
  readonly #mails: Counter<'outcome'>;
  readonly #signInFailures: Counter<'reason'>;
  readonly #remoteLoadFailures: Counter<'remote' | 'version'>;
  readonly #fieldItems: Counter<'kind' | 'outcome'>;
  readonly #fieldItemsRefused: Counter<'kind' | 'reason'>;
  readonly #fieldAttachments: Counter<'purpose' | 'outcome'>;
  readonly #fieldAttachmentsRefused: Counter<'purpose' | 'reason'>;
  readonly #fieldAttachmentBytes: Counter<'purpose'>;
  readonly #fieldThrottled: Counter<'route'>;

  constructor(database: OpenDatabase) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'tac_' });
    this.#requests = new Histogram({
      name: 'tac_http_request_duration_seconds',
      help: 'HTTP requests by route pattern and status, and how long each took to answer',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#mails = new Counter({
      name: 'tac_report_mails_total',
      help: 'Report e-mails this process sent, or failed to send (a failed one is retried)',
      labelNames: ['outcome'],
      registers,
    });
    this.#signInFailures = new Counter({
      name: 'tac_sign_in_failures_total',
      help: 'Password sign-ins refused: invalid (wrong name or password), held (too many attempts, 429), refused (password sign-in off for the user)',
      labelNames: ['reason'],
      registers,
    });
    this.#remoteLoadFailures = new Counter({
      name: 'tac_remote_load_failures_total',
      help: 'Remote versions browsers reported they could not load (they fell back to stable)',
      labelNames: ['remote', 'version'],
      registers,
    });
    this.#fieldItems = new Counter({
      name: 'tac_field_items_total',
      help: 'Items devices pushed, by kind and how each was answered: accepted (written), repeated (accepted before, nothing written), refused (the device must fix it) or conflict',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.#fieldItemsRefused = new Counter({
      name: 'tac_field_items_refused_total',
      help: 'Pushed items refused, by kind and reason: invalid, unknown_kind, duplicate, not_assigned, unknown_reference, not_allowed, taken, closed',
      labelNames: ['kind', 'reason'],
      registers,
    });
    this.#fieldAttachments = new Counter({
      name: 'tac_field_attachments_total',
      help: 'Attachments devices uploaded, by purpose and answer: accepted (stored), repeated (stored before), refused or conflict',
      labelNames: ['purpose', 'outcome'],
      registers,
    });
    this.#fieldAttachmentsRefused = new Counter({
      name: 'tac_field_attachments_refused_total',
      help: 'Attachments refused, by purpose and reason: invalid, content, too_large, unknown_item, purpose_mismatch',
      labelNames: ['purpose', 'reason'],
      registers,
    });
    this.#fieldAttachmentBytes = new Counter({
      name: 'tac_field_attachment_bytes_total',
      help: 'Bytes of the attachment bodies devices sent that were read whole and judged, by purpose (stored or not)',
      labelNames: ['purpose'],
      registers,
    });
    this.#fieldThrottled = new Counter({
      name: 'tac_field_throttled_total',
      help: "Field calls refused by the field rate limits (429), by route: the enrolment's by address, every other by device",
      labelNames: ['route'],
      registers,
    });
    for (const outcome of ['sent', 'failed'] as const) this.#mails.inc({ outcome }, 0);
    for (const reason of ['invalid', 'held', 'refused'] as const) this.#signInFailures.inc({ reason }, 0);
    registerPoolGauges(this.registry, database);
    registerQueueGauge(this.registry, database);
  }

  /** Records every answer by its route pattern (never the raw URL: ids would make endless series). */
  hook(app: App): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      this.#requests.observe(labels, reply.elapsedTime / 1000);
      if (route === ApiPaths.account.login) this.#signIn(reply);
      if (route === ApiPaths.remotes.loadFailure) this.#loadFailure(request, reply);
    });
  }

  /**
   * A push's items as answered; `kind` is what the device sent, bounded to the known kinds, and a
   * refused item's `reason` one of the field module's few words, never its message.
   */
  fieldItems(items: readonly { kind: string; outcome: string; reason?: string | undefined }[]): void {
    for (const { kind, outcome, reason } of items) {
      this.#fieldItems.inc({ kind, outcome });
      if (reason) this.#fieldItemsRefused.inc({ kind, reason });
    }
  }

  /** An upload as answered; `purpose` bounded to the known purposes, `reason` as for items. */
  fieldAttachment(upload: { purpose: string; outcome: string; reason?: string | undefined }): void {
    this.#fieldAttachments.inc({ purpose: upload.purpose, outcome: upload.outcome });
    if (upload.reason) this.#fieldAttachmentsRefused.inc({ purpose: upload.purpose, reason: upload.reason });
  }

  fieldAttachmentBytes(purpose: string, bytes: number): void {
    this.#fieldAttachmentBytes.inc({ purpose }, bytes);
  }

  /** `route` is the route's pattern, as for the request histogram. */
  fieldThrottled(route: string): void {
    this.#fieldThrottled.inc({ route });
  }

  mail(outcome: MailOutcome): void {
    this.#mails.inc({ outcome });
  }

  /** The text a scrape gets. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  #signIn(reply: FastifyReply): void {
    const reason = { 401: 'invalid', 429: 'held', 403: 'refused' }[reply.statusCode];
    if (reason) this.#signInFailures.inc({ reason });
  }

  /** Counted once the API accepted the report, so only known remotes and versions become labels. */
  #loadFailure(request: FastifyRequest, reply: FastifyReply): void {
    const body = request.body as { name?: unknown; version?: unknown } | undefined;
    if (reply.statusCode !== 200 || typeof body?.name !== 'string' || typeof body.version !== 'string')
      return;
    this.#remoteLoadFailures.inc({ remote: body.name, version: body.version });
  }
}

function registerPoolGauges(registry: Registry, database: OpenDatabase): void {
  const use = database.poolUse;
  if (!use) return;
  const registers = [registry];
  new Gauge({
    name: 'tac_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in use, idle) and callers waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const now = use();
      this.set({ state: 'used' }, now.total - now.idle);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'waiting' }, now.waiting);
    },
  });
  new Counter({
    name: 'tac_db_pool_acquires_total',
    help: 'Connections handed out by the PostgreSQL pool',
    registers,
    collect() {
      this.reset();
      this.inc(use().acquired);
    },
  });
  new Counter({
    name: 'tac_db_pool_wait_seconds_total',
    help: 'Seconds callers waited for a PostgreSQL pool connection in all (divide by acquires for the mean)',
    registers,
    collect() {
      this.reset();
      this.inc(use().waitSeconds);
    },
  });
}

/**
 * The report scheduler's queue as the database holds it, shared by every replica: schedules due and
 * not yet queued, runs queued, running, and failed for good.
 */
function registerQueueGauge(registry: Registry, database: OpenDatabase): void {
  new Gauge({
    name: 'tac_report_queue',
    help: 'Report runs by state across all replicas: due (schedules not yet queued), queued, running, failed',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ due: number; queued: number; running: number; failed: number }>`
        select
          (select count(*)::int from report_schedule where not is_deleted and next_due_at <= now()) as due,
          (select count(*)::int from report_run where outcome = 'queued') as queued,
          (select count(*)::int from report_run where outcome = 'running') as running,
          (select count(*)::int from report_run where outcome = 'failed') as failed
      `.execute(database.db);
      const counts = rows[0];
      if (!counts) return;
      for (const state of ['due', 'queued', 'running', 'failed'] as const) this.set({ state }, counts[state]);
    },
  });
}
