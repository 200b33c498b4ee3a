import { context, trace } from '@opentelemetry/api';
import type { FastifyPluginCallback } from 'fastify';
import type { LogEvent } from 'kysely';
import { observeQueries } from '../db/database.ts';

export interface Tracing {
  /** @fastify/otel's plugin: one span per request, its hooks and handler inside. */
  plugin: FastifyPluginCallback;
  /** Sends the spans still held, then stops. */
  shutdown(): Promise<void>;
}

/** The tracer the API's own spans (queries, report runs) come from: a no-op until startTracing. */
export const tracer = () => trace.getTracer('time-admin-console');

/**
 * A span for a query Kysely ran, in the request (or report run) it ran for. Kysely tells of a query
 * once it is done, so the span is written with its start in the past.
 */
function querySpan(event: LogEvent): void {
  const end = Date.now();
  const span = tracer().startSpan(
    'db.query',
    {
      startTime: end - event.queryDurationMillis,
      attributes: { 'db.system': 'postgresql', 'db.statement': event.query.sql },
    },
    context.active(),
  );
  if (event.level === 'error') span.setStatus({ code: 2, message: String(event.error) });
  span.end(end);
}

/**
 * Traces to OTLP (OTEL_EXPORTER_OTLP_ENDPOINT, the exporter's own variables apply): requests, their
 * database queries, report runs. Loaded only when configured, so an API without it pays nothing
 * (shared/docs/operations.md "Traces").
 */
export async function startTracing(): Promise<Tracing> {
  const { NodeTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { FastifyOtelInstrumentation } = await import('@fastify/otel');
  const provider = new NodeTracerProvider({
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1000 })],
  });
  provider.register();
  observeQueries(querySpan);
  // The load balancer's checks, every second on every replica, would bury the requests.
  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => url.startsWith('/api/health/'),
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
