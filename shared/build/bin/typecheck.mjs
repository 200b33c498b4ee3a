/** Typechecks every package that has a tsconfig.json (TypeScript 7's tsc, strict). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { bin, ROOT, run } from './lib.mjs';

const dirs = ['api', 'host', ...readdirSync(ROOT).filter((d) => d.startsWith('mf-'))]
  .concat(readdirSync(path.join(ROOT, 'shared')).map((d) => path.join('shared', d)))
  .filter((d) => existsSync(path.join(ROOT, d, 'tsconfig.json')));

let failed = 0;
for (const dir of dirs) {
  const code = await run(bin('tsc'), ['-p', path.join(dir, 'tsconfig.json')]);
  if (code !== 0) {
    console.error(`typecheck failed in ${dir}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
