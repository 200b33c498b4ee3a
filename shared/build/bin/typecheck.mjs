/**
 * Typechecks every package that has a tsconfig.json (TypeScript 7's tsc, strict). The browser
 * packages share one compiler options file (tsconfig.base.json) and most of their types (React,
 * the design system, the shared packages): they are checked as one program, so those types are read
 * and checked once rather than once a package. The API (Node's types, no DOM) is its own program,
 * checked beside it. An error names its file, and so its package.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, ROOT, run } from './lib.mjs';

const dirs = ['host', ...readdirSync(ROOT).filter((d) => d.startsWith('mf-'))]
  .concat(readdirSync(path.join(ROOT, 'shared')).map((d) => path.join('shared', d)))
  .filter((d) => existsSync(path.join(ROOT, d, 'tsconfig.json')));

/** A package's own tsconfig may only extend the base and list what it includes: its check is the program's. */
function includesOf(dir) {
  const config = JSON.parse(readFileSync(path.join(ROOT, dir, 'tsconfig.json'), 'utf8'));
  const extra = Object.keys(config).filter((key) => !['extends', 'include'].includes(key));
  if (extra.length > 0) throw new Error(`${dir}/tsconfig.json sets ${extra.join(', ')}: check it on its own`);
  return config.include.map((entry) => path.join(ROOT, dir, entry));
}

const programDir = path.join(ROOT, 'node_modules', '.tac-typecheck');
mkdirSync(programDir, { recursive: true });
const browserProgram = path.join(programDir, 'tsconfig.json');
writeFileSync(
  browserProgram,
  JSON.stringify({ extends: path.join(ROOT, 'tsconfig.base.json'), include: dirs.flatMap(includesOf) }),
);

const programs = [
  ['browser packages', browserProgram],
  ['api', path.join(ROOT, 'api', 'tsconfig.json')],
];
// One checker a program: tsc's parallel checkers each work out much of the same types again, which
// costs more CPU than it saves time on two cores, where the other program and npm test's other lane
// want the second core anyway (shared/docs/testing.md).
const codes = await Promise.all(
  programs.map(([, config]) => run(bin('tsc'), ['-p', config, '--singleThreaded'])),
);
const failed = programs.filter((_, i) => codes[i] !== 0).map(([name]) => name);
for (const name of failed) console.error(`typecheck failed in ${name}`);
process.exit(failed.length ? 1 : 0);
