import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** A built host and one built remote, each script with its source map beside it. */
async function builtApps(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'tac-maps-'));
  const hostDist = path.join(root, 'host', 'dist');
  const remoteDist = path.join(root, 'mf-reference', 'dist', '11.2.0');
  await mkdir(hostDist, { recursive: true });
  await mkdir(remoteDist, { recursive: true });
  await writeFile(path.join(hostDist, 'index.html'), '<!doctype html><title>TAC</title>');
  for (const dist of [hostDist, remoteDist]) {
    await writeFile(
      path.join(dist, 'main.0a1b2c3d4e.js'),
      'console.log(1)\n//# sourceMappingURL=main.0a1b2c3d4e.js.map',
    );
    await writeFile(path.join(dist, 'main.0a1b2c3d4e.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  }
  return root;
}

const get = async (t: TestApp, url: string) => {
  const response = await fetch(t.baseUrl + url);
  return { status: response.status, text: await response.text() };
};

const MAPS = ['/main.0a1b2c3d4e.js.map', '/remotes/mf-reference/11.2.0/main.0a1b2c3d4e.js.map'];
// The same files spelled with an escape (the path is decoded before the file is looked up).
const ESCAPED_MAPS = ['/main.0a1b2c3d4e.js.%6Dap', '/remotes/mf-reference/11.2.0/main.0a1b2c3d4e.js.%6dap'];

describe('source maps', () => {
  let root: string;
  let production: TestApp;
  let demo: TestApp;
  beforeAll(async () => {
    root = await builtApps();
    production = await startTestApp({ seed: 'none', config: { repoRoot: root, demo: false } });
    demo = await startTestApp({ seed: 'none', config: { repoRoot: root, demo: true } });
  });
  afterAll(async () => {
    await production?.close();
    await demo?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('are not served by a production start, while the scripts are', async () => {
    expect((await get(production, '/main.0a1b2c3d4e.js')).status).toBe(200);
    expect((await get(production, '/remotes/mf-reference/11.2.0/main.0a1b2c3d4e.js')).status).toBe(200);
    for (const url of MAPS) expect((await get(production, url)).status, url).toBe(404);
    for (const url of ESCAPED_MAPS)
      expect((await get(production, url)).text, url).not.toContain('sourcesContent');
  });

  it('are served in demo mode, for development', async () => {
    for (const url of [...MAPS, ...ESCAPED_MAPS]) {
      const { status, text } = await get(demo, url);
      expect(status, url).toBe(200);
      expect(text, url).toContain('sourcesContent');
    }
  });
});
