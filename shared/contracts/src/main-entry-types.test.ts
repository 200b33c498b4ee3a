import { describe, expect, it } from 'vitest';

/**
 * The main `@tac/contracts` entry goes into every browser bundle; the schemas and TypeBox must not.
 * Its files may reach them only through `import type` / `export type`, which the build erases.
 * (`import { type X }` is not enough: under verbatimModuleSyntax it leaves `import {} from …`.)
 */

const FORBIDDEN = /^(typebox(\/.*)?|\.\/schemas(\/.*)?)$/;

/** Specifiers of the file's imports and re-exports that survive into JavaScript. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  // The part before `from` holds no quote, so a string that merely says "from" is not a statement.
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;'"]*?\bfrom\s*)?['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(statement)) {
    if (m[1] === 'export' && !m[3]) continue; // `export const x = '…'`, not a re-export
    if (!m[2]) found.push(m[4] as string);
  }
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1] as string);
  return found;
}

const mainEntrySources = import.meta.glob(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const mainEntryFiles = Object.keys(mainEntrySources).map((file) => file.replace('./', ''));

describe('the main entry carries no TypeBox at run time', () => {
  it('finds the imports that stay and skips the type-only ones', () => {
    const sample = [
      "import type { Static } from 'typebox';",
      "import { type TSchema } from 'typebox';",
      "export type { X } from './schemas/x.ts';",
      "export * from './schemas/y.ts';",
      'import {\n  A,\n  B,\n} from "./schemas/z.ts";',
      "export const Label = 'from';",
      "const lazy = () => import('typebox/value');",
    ].join('\n');
    expect(runtimeImports(sample)).toEqual(['typebox', './schemas/y.ts', './schemas/z.ts', 'typebox/value']);
  });

  it.each(mainEntryFiles)('%s reaches typebox and ./schemas only through types', (file) => {
    const imports = runtimeImports(mainEntrySources[`./${file}`] ?? '');
    expect(imports.filter((spec) => FORBIDDEN.test(spec))).toEqual([]);
  });

  it('looks at the files the entry exports', () => {
    expect(mainEntryFiles).toEqual(expect.arrayContaining(['index.ts', 'envelope.ts', 'security.ts']));
  });
});
