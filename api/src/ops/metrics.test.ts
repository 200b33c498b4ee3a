import { ApiPaths } from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { type MetricsServer, startMetricsServer } from './metrics-server.ts';

/** A sample's value from Prometheus' text format, by its exact name and labels; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describeEachDatabase('metrics', (kind) => {
  let t: TestApp;
  let server: MetricsServer;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    server = await startMetricsServer(t.app.metrics, { port: 0, host: '127.0.0.1', token: 'scrape-me' });
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`, {
      headers: { authorization: 'Bearer scrape-me' },
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('counts requests by route pattern and status, as the client saw them', async () => {
    const series = (status: number) =>
      `tac_http_request_duration_seconds_count{method="GET",route="${ApiPaths.config}",status_code="${status}"}`;
    const before = sample(await scrape(), series(200));
    for (let i = 0; i < 7; i++) expect((await t.call('GET', ApiPaths.config)).status).toBe(200);
    const text = await scrape();
    expect(sample(text, series(200)) - before).toBe(7);
    expect(text).toContain(
      `tac_http_request_duration_seconds_bucket{le="0.005",method="GET",route="${ApiPaths.config}"`,
    );
  });

  it('counts refused sign-ins by reason', async () => {
    const invalid = 'tac_sign_in_failures_total{reason="invalid"}';
    const before = sample(await scrape(), invalid);
    const res = await t.call('POST', ApiPaths.account.login, {
      body: { UserName: 'admin@demo.local', Password: 'not the password' },
    });
    expect(res.status).toBe(401);
    expect(sample(await scrape(), invalid) - before).toBe(1);
  });

  it("gives the report queue's states and, on PostgreSQL, the pool's use", async () => {
    const text = await scrape();
    for (const state of ['due', 'queued', 'running', 'failed'])
      expect(text).toContain(`tac_report_queue{state="${state}"}`);
    if (kind === 'postgres') {
      expect(sample(text, 'tac_db_pool_acquires_total')).toBeGreaterThan(0);
      expect(text).toContain('tac_db_pool_connections{state="idle"}');
    }
  });

  it('refuses a scrape without the token, and serves nothing on the public port', async () => {
    const bare = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(bare.status).toBe(401);
    const wrong = await fetch(`http://127.0.0.1:${server.port}/metrics`, {
      headers: { authorization: 'Bearer scrape-mf' },
    });
    expect(wrong.status).toBe(401);
    // The public port knows no /metrics: with a built console it answers the host's page, never the metrics.
    const publicAnswer = await fetch(`${t.baseUrl}/metrics`);
    expect(await publicAnswer.text()).not.toContain('tac_http_request_duration_seconds');
    expect((await fetch(`${t.baseUrl}/api/metrics`)).status).toBe(404);
  });
});
