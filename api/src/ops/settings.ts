import type { LogFormat } from './logging.ts';

/** How the process is operated: logs, metrics, shutdown and traces (shared/docs/operations.md). */
export interface OpsSettings {
  /** TAC_LOG_LEVEL: pino's level (default info). */
  logLevel: string;
  /** TAC_LOG_FORMAT: json lines (the default, for a log store) or pretty (a person's terminal: `npm start`). */
  logFormat: LogFormat;
  /** TAC_METRICS_PORT: Prometheus' scrape port, apart from the public one; undefined serves none. */
  metricsPort: number | undefined;
  /** TAC_METRICS_HOST: the address the metrics port binds (default 127.0.0.1, never the public side). */
  metricsHost: string;
  /** TAC_METRICS_TOKEN: when set, a scrape must send it as a bearer token. */
  metricsToken: string | undefined;
  /**
   * TAC_SHUTDOWN_DRAIN_SECONDS: after SIGTERM, how long the process still serves at least while
   * answering not ready, so the load balancer's health check takes it out before it stops listening;
   * it serves on while requests still come, up to twice this (shutdown.ts).
   */
  drainSeconds: number;
  /** TAC_SHUTDOWN_TIMEOUT_SECONDS: the bound on the whole shutdown; past it the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go; undefined turns tracing off. */
  otlpEndpoint: string | undefined;
}

function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600)
    throw new Error(`${name} must be a number of seconds from 0 to 3600, got '${value}'`);
  return seconds;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseLogLevel(value: string | undefined): string {
  const level = value?.trim() || 'info';
  if (!LOG_LEVELS.includes(level))
    throw new Error(`TAC_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${value}'`);
  return level;
}

function parseLogFormat(value: string | undefined): LogFormat {
  const format = value?.trim() || 'json';
  if (format !== 'json' && format !== 'pretty')
    throw new Error(`TAC_LOG_FORMAT must be json or pretty, got '${value}'`);
  return format;
}

function parseMetricsPort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`TAC_METRICS_PORT must be 1-65535, got '${value}'`);
  return port;
}

/** Reads the environment once at start; a bad value stops the process with a clear message. */
export function loadOpsSettings(env: NodeJS.ProcessEnv = process.env): OpsSettings {
  const drainSeconds = parseSeconds('TAC_SHUTDOWN_DRAIN_SECONDS', env.TAC_SHUTDOWN_DRAIN_SECONDS, 5);
  // The default leaves room for the longest drain and the report runs' own stop bound (30 s).
  const shutdownTimeoutSeconds = parseSeconds(
    'TAC_SHUTDOWN_TIMEOUT_SECONDS',
    env.TAC_SHUTDOWN_TIMEOUT_SECONDS,
    2 * drainSeconds + 40,
  );
  if (shutdownTimeoutSeconds <= 2 * drainSeconds)
    throw new Error(
      'TAC_SHUTDOWN_TIMEOUT_SECONDS must be longer than twice TAC_SHUTDOWN_DRAIN_SECONDS (the longest drain)',
    );
  return {
    logLevel: parseLogLevel(env.TAC_LOG_LEVEL),
    logFormat: parseLogFormat(env.TAC_LOG_FORMAT),
    metricsPort: parseMetricsPort(env.TAC_METRICS_PORT),
    metricsHost: env.TAC_METRICS_HOST?.trim() || '127.0.0.1',
    metricsToken: env.TAC_METRICS_TOKEN?.trim() || undefined,
    drainSeconds,
    shutdownTimeoutSeconds,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || undefined,
  };
}
