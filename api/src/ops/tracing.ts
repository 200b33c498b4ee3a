import { hostname } from 'node:os';
import { type Attributes, context, ROOT_CONTEXT, type Span, trace } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import type { Resource } from '@opentelemetry/resources';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { LogEvent } from 'kysely';
import { observeQueries } from '../db/database.ts';
import { statementText } from '../db/prepared.ts';

export interface Tracing {
  /** @fastify/otel's plugin: one span per request, its hooks and handler inside. */
  plugin: FastifyPluginCallback;
  /** Sends the spans still held, then stops. */
  shutdown(): Promise<void>;
}

/** The service name a span carries unless OTEL_SERVICE_NAME names another. */
export const SERVICE_NAME = 'time-admin-console';

/** The tracer the API's own spans (queries, report runs) come from: a no-op until startTracing. */
export const tracer = () => trace.getTracer('time-admin-console');

/**
 * Runs background work (a loop, a poller) outside every trace, whoever started it: a timer set in a
 * request's context would otherwise add each later round to that request's trace, for ever.
 */
export function untraced<T>(work: () => T): T {
  return context.with(suppressTracing(ROOT_CONTEXT), work);
}

/** Runs `work` as a trace of its own (a report run), even when called from untraced background work. */
export function inNewTrace<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes, root: true }, ROOT_CONTEXT, (span) =>
    work().finally(() => span.end()),
  );
}

/**
 * A span for a query Kysely ran, in the request (or report run) it ran for. Kysely tells of a query
 * once it is done, so the span is written with its start in the past. A query outside any trace
 * (the readiness check, the scheduler's look for due schedules, pg-boss polling on PGlite, the
 * metrics' gauges) makes none: each would be a trace of its own, several a second, for ever.
 */
function querySpan(event: LogEvent): void {
  const parent = context.active();
  if (!trace.getSpan(parent)) return;
  const end = Date.now();
  const span = tracer().startSpan(
    'db.query',
    {
      startTime: end - event.queryDurationMillis,
      attributes: { 'db.system': 'postgresql', 'db.statement': statementText(event.query) },
    },
    parent,
  );
  if (event.level === 'error') span.setStatus({ code: 2, message: String(event.error) });
  span.end(end);
}

/**
 * A request's span as OpenTelemetry's HTTP conventions name it: `POST /api/…` by its route pattern
 * (the method alone when no route matched), the path without the query (which may carry an SSO
 * code, and is left out).
 */
export function nameRequestSpan(span: Span, request: FastifyRequest): void {
  const route = request.routeOptions.url;
  span.updateName(route ? `${request.method} ${route}` : request.method);
  span.setAttribute('url.path', request.url.split('?')[0] ?? request.url);
}

/** What every span names its process by: the defaults, then the standard variables over them. */
export interface ServiceIdentity {
  /** The console's version (service.version). */
  version: string;
  /** Tells replicas apart (service.instance.id) when OTEL_RESOURCE_ATTRIBUTES names none. */
  instanceId: string;
}

/** The default instance id: the host and the port, which no two replicas share. */
export const defaultInstanceId = (port: number) => `${hostname()}:${port}`;

/**
 * The resource of every span: service.name, service.version and service.instance.id, with the
 * host's name, overridden by OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (OpenTelemetry's own
 * environment detector reads them, as every SDK does).
 */
export async function serviceResource(identity: ServiceIdentity): Promise<Resource> {
  const { defaultResource, detectResources, envDetector, hostDetector, resourceFromAttributes } =
    await import('@opentelemetry/resources');
  const resource = defaultResource()
    .merge(
      resourceFromAttributes({
        'service.name': SERVICE_NAME,
        'service.version': identity.version,
        'service.instance.id': identity.instanceId,
      }),
    )
    .merge(detectResources({ detectors: [hostDetector, envDetector] }));
  await resource.waitForAsyncAttributes?.();
  return resource;
}

/**
 * Traces to OTLP (OTEL_EXPORTER_OTLP_ENDPOINT, the exporter's own variables apply): requests, their
 * database queries, report runs. Loaded only when configured, so an API without it pays nothing
 * (shared/docs/operations.md "Traces"). `exporter` replaces OTLP (a test's in-memory one).
 */
export async function startTracing(identity: ServiceIdentity, exporter?: SpanExporter): Promise<Tracing> {
  const { NodeTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  const { FastifyOtelInstrumentation } = await import('@fastify/otel');
  const spanExporter =
    exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: await serviceResource(identity),
    spanProcessors: [new BatchSpanProcessor(spanExporter, { scheduledDelayMillis: 1000 })],
  });
  provider.register();
  observeQueries(querySpan);
  // The load balancer's checks, every second on every replica, would bury the requests.
  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => url.startsWith('/api/health/'),
    requestHook: nameRequestSpan,
  });
  instrumentation.setTracerProvider(provider);
  return {
    plugin: instrumentation.plugin() as FastifyPluginCallback,
    shutdown: async () => {
      observeQueries(undefined);
      await provider.shutdown();
    },
  };
}
