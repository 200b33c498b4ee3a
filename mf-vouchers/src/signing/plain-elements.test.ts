import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** Every module specifier a file imports, statically or lazily. */
const specifiers = (source: string): string[] =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');

/** The packages the signing page's own files reach, following its relative imports. */
function packagesReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) packages.add(spec);
      else visit(path.resolve(path.dirname(file), spec));
    }
  };
  visit(entry);
  return packages;
}

it('draws with plain elements: nothing it imports brings the design system or its cache', () => {
  const page = path.join(import.meta.dirname, 'SigningPage.tsx');
  expect(existsSync(page)).toBe(true);
  const reached = [...packagesReached(page)];
  expect(reached).toContain('@tac/api-client');
  // Its route is `plainElements` (routes.json): the host opens it without loading these.
  expect(reached.filter((p) => /^@tac\/ui|^@chakra-ui|^@emotion|^@tanstack\/react-query/.test(p))).toEqual(
    [],
  );
});
