import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiPaths } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT } from '../config.ts';
import { loadOpsSettings } from './settings.ts';

interface Probe {
  httpGet: { path: string; port: string };
  periodSeconds: number;
  timeoutSeconds: number;
  failureThreshold: number;
}
interface Container {
  env: { name: string; value?: string }[];
  ports: { name: string; containerPort: number }[];
  startupProbe: Probe;
  readinessProbe: Probe;
  livenessProbe: Probe;
  lifecycle: { preStop: { sleep: { seconds: number } } };
}
interface Resource {
  kind: string;
  spec: {
    replicas?: number;
    selector: { matchLabels?: Record<string, string> } & Record<string, string>;
    strategy?: { rollingUpdate: { maxSurge: number; maxUnavailable: number } };
    template?: {
      metadata: { labels: Record<string, string> };
      spec: { terminationGracePeriodSeconds: number; containers: Container[] };
    };
    maxUnavailable?: number;
    ports?: { targetPort: string }[];
  };
}

const DOCS = path.join(REPO_ROOT, 'shared', 'docs');
const resources = parseAllDocuments(readFileSync(path.join(DOCS, 'kubernetes.yaml'), 'utf8')).map(
  (doc) => doc.toJS() as Resource,
);
const of = (kind: string) => {
  const found = resources.find((r) => r.kind === kind);
  if (!found) throw new Error(`shared/docs/kubernetes.yaml has no ${kind}`);
  return found;
};

/**
 * The Kubernetes example operators copy (shared/docs/kubernetes.yaml) against the rules the API's
 * shutdown and readiness follow (shared/docs/operations.md "Shutdown", "Health", "Kubernetes").
 */
describe('the Kubernetes example', () => {
  const deployment = of('Deployment');
  const pod = deployment.spec.template;
  const api = pod?.spec.containers[0] as Container;
  const env = Object.fromEntries(api.env.filter((e) => e.value !== undefined).map((e) => [e.name, e.value]));
  const ops = loadOpsSettings(env);
  const preStop = api.lifecycle.preStop.sleep.seconds;

  it('gives the shutdown its whole bound: the grace period covers the preStop pause and the bound', () => {
    expect(ops.shutdownTimeoutSeconds).toBeGreaterThan(2 * ops.drainSeconds);
    expect(pod?.spec.terminationGracePeriodSeconds).toBeGreaterThan(preStop + ops.shutdownTimeoutSeconds);
  });

  it('keeps a replica answering until it is out of the endpoints: the pause, then a drain past the probe', () => {
    const { readinessProbe } = api;
    // The drain covers the readiness probe's time to notice (the rule for any balancer), and the
    // pause comes before it, while the endpoints' removal reaches the ingress and kube-proxy.
    expect(ops.drainSeconds).toBeGreaterThanOrEqual(
      readinessProbe.periodSeconds * readinessProbe.failureThreshold,
    );
    expect(preStop).toBeGreaterThanOrEqual(5);
  });

  it('probes the real health paths, waits out a slow ready query, and starts in the roles it has', () => {
    expect(api.livenessProbe.httpGet.path).toBe(ApiPaths.health.live);
    expect(api.readinessProbe.httpGet.path).toBe(ApiPaths.health.ready);
    // The ready query may take 4 s under load: a shorter timeout takes busy replicas out.
    for (const probe of [api.startupProbe, api.readinessProbe, api.livenessProbe])
      expect(probe.timeoutSeconds).toBeGreaterThanOrEqual(5);
    const schedules = env.TAC_SCHEDULER !== '0';
    expect(api.startupProbe.httpGet.path).toBe(
      schedules ? `${ApiPaths.health.ready}?role=scheduler` : ApiPaths.health.ready,
    );
    // Room for the migrations and pg-boss's start at least as npm run cluster gives a replica.
    expect(api.startupProbe.periodSeconds * api.startupProbe.failureThreshold).toBeGreaterThanOrEqual(120);
  });

  it('rolls and disrupts one replica at a time, and keeps the metrics port out of the Service', () => {
    expect(deployment.spec.strategy?.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    const budget = of('PodDisruptionBudget');
    expect(budget.spec.maxUnavailable).toBe(1);
    expect(budget.spec.selector.matchLabels).toEqual(pod?.metadata.labels);
    const service = of('Service');
    expect(service.spec.selector).toEqual(pod?.metadata.labels);
    expect(service.spec.ports?.map((p) => p.targetPort)).toEqual(['http']);
    expect(api.ports.find((p) => p.name === 'metrics')?.containerPort).toBe(Number(env.TAC_METRICS_PORT));
  });

  it('names only settings the settings page documents', () => {
    const settings = readFileSync(path.join(DOCS, 'settings.md'), 'utf8');
    for (const { name } of api.env) expect(settings, name).toContain(`\`${name}\``);
  });
});
