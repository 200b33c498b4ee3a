import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ApiPaths, type ConsoleConfig } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../testing/api-checks.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A GET with exactly this Accept-Encoding (fetch always asks for compression and undoes it). */
function getRaw(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('platform: config, OpenAPI, errors, static host', () => {
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tac-host-'));
    await mkdir(path.join(root, 'host', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>TAC</title>');
    await writeFile(path.join(root, 'host', 'dist', 'main.0a1b2c3d4e.js'), 'console.log(1)');
    // As the production build leaves them: each script with its .br and .gz beside it.
    for (const name of ['main.js', 'chunk.0a1b2c3d4e.js']) {
      const file = path.join(root, 'host', 'dist', name);
      await writeFile(file, SCRIPT);
      await writeFile(`${file}.br`, brotliCompressSync(SCRIPT));
      await writeFile(`${file}.gz`, gzipSync(SCRIPT));
    }
    t = await startTestApp({
      config: {
        repoRoot: root,
        sso: {
          issuer: 'https://sso.example',
          clientId: 'console',
          clientSecret: 'secret',
          redirectUrl: 'https://console.example/api/Account/LoginSSOCheck',
        },
        landingVariant: 2,
        supportEmail: 'help@office.example',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the public console config', async () => {
    const res = await t.call<ConsoleConfig>('GET', ApiPaths.config);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: '',
      data: {
        ssoEnabled: true,
        landingVariant: 2,
        version: '11.2.0',
        supportEmail: 'help@office.example',
        passwordSignIn: 'all',
      },
      totalCount: 0,
    });
  });

  it('serves the OpenAPI document with every API route, and its UI', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.0.3');
    for (const p of [
      ApiPaths.config,
      ApiPaths.remotesManifest,
      ApiPaths.account.login,
      ...Object.values(ApiPaths.materialList),
      ...Object.values(ApiPaths.forecast),
      ...Object.values(ApiPaths.division),
      ...Object.values(ApiPaths.payrollNote),
      ...Object.values(ApiPaths.equipmentList),
      ...Object.values(ApiPaths.statusCodeList),
      ...Object.values(ApiPaths.supervisorOverrideReason),
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/remotes'))).toBe(false);
    expect(doc.paths[ApiPaths.materialList.save]?.post?.responses).toHaveProperty('200');
    const ui = await fetch(`${t.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('answers unknown API paths and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/Nope'],
      ['POST', '/api/Nope'],
      ['GET', ApiPaths.materialList.save],
    ] as const) {
      const res = await t.call(method, url, method === 'POST' ? { body: {} } : {});
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, data: null, totalCount: 0 });
    }
  });

  it('answers a body of an unknown media type with 415, in the envelope', async () => {
    const res = await t.call('POST', ApiPaths.account.login, {
      body: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(failure('Send the request body as application/json'));
  });

  it('serves the host, falls back to index.html for app routes, and keeps missing files 404', async () => {
    for (const url of ['/', '/MaterialListPage', '/Login?next=1']) {
      const res = await fetch(t.baseUrl + url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const chunk = await fetch(`${t.baseUrl}/main.0a1b2c3d4e.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${t.baseUrl}/missing.js`)).status).toBe(404);
  });

  it("serves the build's precompressed scripts to browsers that accept them, with the same caching", async () => {
    for (const [name, cache] of [
      ['main.js', 'no-cache'],
      ['chunk.0a1b2c3d4e.js', 'public, max-age=31536000, immutable'],
    ]) {
      const br = await getRaw(`${t.baseUrl}/${name}`, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers['cache-control']).toBe(cache);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
      expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

      const gz = await getRaw(`${t.baseUrl}/${name}`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['cache-control']).toBe(cache);

      const plain = await getRaw(`${t.baseUrl}/${name}`, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('compresses JSON answers above the threshold for a client that accepts it, and only then', async () => {
    const url = `${t.baseUrl}/api/docs/json`;
    const plain = await getRaw(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const doc = plain.body.toString();
    expect(JSON.parse(doc)).toHaveProperty('openapi');

    const br = await getRaw(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(doc.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(doc);

    const gz = await getRaw(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(doc);

    expect((await getRaw(url, '')).headers['content-encoding']).toBeUndefined();
    // A small answer costs more to compress than it saves.
    const small = await getRaw(`${t.baseUrl}${ApiPaths.config}`, 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ success: true });
  });

  it('sends a CSP that lets the console run', async () => {
    const csp = (await fetch(`${t.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the security headers with API answers and errors too', async () => {
    for (const url of ['/api/Config', '/api/NoSuchCall']) {
      const res = await fetch(t.baseUrl + url);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
      expect(res.headers.get('content-security-policy'), url).toContain("frame-ancestors 'self'");
    }
  });
});
