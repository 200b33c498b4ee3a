/**
 * Proof that `npm run lint` holds the layout rules (README.md beside this file): each rule's plugin
 * must flag a small file that breaks it, and must leave alone the imports the layout allows.
 *
 * The rules depend on where a file sits (the overrides in biome.json, and the file's path inside a
 * remote), so the fixtures are written at the same paths in a temporary copy of the repository's
 * biome configuration and its plugins, never into the working tree: linting the tree stays clean.
 * Run by `npm test` (`node --test shared/build/lint/layout-rules.test.mjs`).
 *
 * The cycle check between API modules reads whole folders, not one file, so it is a script beside the
 * plugins (api-module-cycles.mjs) rather than a plugin; it is proven the same way, on trees of small
 * files with and without a cycle.
 */

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bin, ROOT } from '../bin/lib.mjs';

const MODULE_CYCLES = path.join(ROOT, 'shared/build/lint/api-module-cycles.mjs');

/** Files that break one rule, by the rule they break: [path as in the repository, source]. */
const violationsByRule = {
  'remote-imports-remote': [
    ['mf-demo/src/things/host-by-name.ts', "import { App } from '@tac/host';"],
    ['mf-demo/src/remote-by-name.ts', "import { App } from '@tac/mf-timecards/routes';"],
    ['mf-demo/src/things/host-by-path.ts', "import { App } from '../../../host/src/app/App.tsx';"],
    ['mf-demo/src/remote-by-path.ts', "import { App } from '../../mf-security/src/routes.tsx';"],
  ],
  'contracts-imports-ours': [
    ['shared/contracts/src/react.ts', "import { App } from 'react';"],
    ['shared/contracts/src/session.ts', "import type { App } from '@tac/session';"],
    ['shared/contracts/src/ui-by-path.ts', "import { App } from '../../ui/src/core.ts';"],
  ],
  'api-imports-browser': [
    ['api/src/react-dom.ts', "import { App } from 'react-dom/server';"],
    ['api/src/router.ts', "import { App } from 'react-router-dom';"],
    ['api/src/zustand.ts', "import { App } from 'zustand';"],
    ['api/src/ky.ts', "import App from 'ky';"],
    ['api/src/react-pdf.ts', "import { App } from 'react-pdf';"],
    ['api/src/react-query.ts', "import { App } from '@tanstack/react-query';"],
    ['api/src/ui.ts', "import { App } from '@tac/ui/table';"],
    ['api/src/session.ts', "import { App } from '@tac/session';"],
    ['api/src/api-client.ts', "import { App } from '@tac/api-client';"],
    ['api/src/modules/ui-by-path.ts', "import { App } from '../../../shared/ui/src/core.ts';"],
  ],
  'api-module-imports-internals': [
    ['api/src/modules/vouchers/names.ts', "import { App } from '../workforce/names.ts';"],
    [
      'api/src/modules/reports/generate/types/pdf.ts',
      "import { App } from '../../../vouchers/voucher-pdf.ts';",
    ],
    ['api/src/modules/timecards/lazy.ts', "const { App } = await import('../workforce/scope.ts');"],
    ['api/src/modules/reports/runs/names.test.ts', "import { App } from '../../workforce/names.ts';"],
    ['api/src/modules/reports/schedules/save.ts', "import { App } from '../../workforce/test-fixtures.ts';"],
    ['api/src/modules/reports/nested.ts', "import { App } from '../account/sso/settings.ts';"],
  ],
  'chakra-outside-ui': [
    ['host/src/chakra.tsx', "import { App } from '@chakra-ui/react';"],
    ['mf-demo/src/things/emotion.tsx', "import { App } from '@emotion/react';"],
    ['api/src/chakra.ts', "import { App } from '@chakra-ui/react/button';"],
    [
      'shared/session/src/chakra-by-path.ts',
      "import { App } from '../../ui/node_modules/@chakra-ui/react/dist/esm/index.js';",
    ],
  ],
  'feature-imports-sibling': [
    ['mf-demo/src/things/sibling.ts', "import { App } from '../other/secret.ts';"],
    ['mf-demo/src/things/dialogs/sibling.ts', "import { App } from '../../other/dialogs/secret.ts';"],
    ['mf-demo/src/things/sibling-lazy.ts', "const { App } = await import('../other/x.ts');"],
    ['mf-demo/src/things/sibling.test.ts', "import { App } from '../other/rules.ts';"],
  ],
  'browser-imports-schemas': [
    ['host/src/schemas.ts', "import { App } from '@tac/contracts/schemas';"],
    ['mf-demo/src/things/inline-type.ts', "import { type App } from '@tac/contracts/schemas';"],
    ['shared/ui/src/typebox.ts', "import { App } from 'typebox';"],
    ['shared/session/src/reexport.ts', "export { App } from '@tac/contracts/schemas';"],
    ['shared/api-client/src/lazy.ts', "const { App } = await import('@tac/contracts/schemas');"],
    [
      'mf-demo/src/things/by-path.ts',
      "import { App } from '../../../shared/contracts/src/schemas/index.ts';",
    ],
  ],
  'division-scope-outside-auth': [
    [
      'api/src/modules/timecards/approval/selection.ts',
      'export function inScope(alias: string) { return alias; }',
    ],
    ['api/src/modules/payroll/scope.ts', 'export const inScope = (ids: number[]) => ids;'],
    [
      'api/src/modules/payroll/create.ts',
      `import { sql } from 'kysely';\nexport const chosen = (ids: number[]) => sql\`t.division_id = any(\${ids}::integer[])\`;`,
    ],
    [
      'api/src/modules/vouchers/queries.ts',
      `import { sql } from 'kysely';\nexport const mine = (a: number, b: number) => sql\`v.version = 4 and v.DIVISION_ID IN (\${a}, \${b})\`;`,
    ],
    [
      'api/src/modules/audit/kinds.ts',
      `import { sql } from 'kysely';\nexport const batch = (ids: number[]) => sql\`b.division_ids <@ \${ids}::integer[]\`;`,
    ],
    ['api/src/modules/timecards/list-search.ts', "export type Scope = 'all' | readonly number[];"],
    [
      'api/src/seed/access.ts',
      "export const access: { divisions: number[] | 'all' } = { divisions: 'all' };",
    ],
    [
      'api/src/modules/reports/schedules/visibility.ts',
      "import type { DivisionScope } from '../../../auth/division-scope.ts';\nexport const mine = (scope: DivisionScope, id: number) => scope === 'all' || scope.includes(id);",
    ],
    [
      'api/src/modules/payroll/create.test.ts',
      "import type { AuthContext } from '../../auth/sessions.ts';\nexport const mine = (user: AuthContext) => user.divisionScope !== 'all' && user.divisionScope.includes(3);",
    ],
  ],
  'messages-outside-contracts': [
    [
      'mf-demo/src/things/rules.ts',
      "export const ThingMessages = { required: 'Please enter a thing' } as const;",
    ],
    ['api/src/modules/field/pdf-content.ts', "export const PdfMessages = { active: 'A PDF with scripts' };"],
    [
      'host/src/login/texts.ts',
      "const loginMessages = { invalid: 'Invalid' };\nexport const used = loginMessages;",
    ],
    ['shared/ui/src/dialog/texts.ts', "export let DialogMessages = { close: 'Close' };"],
  ],
};
const violations = Object.entries(violationsByRule).flatMap(([rule, files]) =>
  files.map(([file, source]) => [rule, file, source]),
);

/** Files the layout allows, beside the rules they could be mistaken for: [path, source]. */
const allowed = [
  ['api/src/kysely.ts', "import { App } from 'kysely';"],
  ['api/src/schemas.ts', "import { App } from '@tac/contracts/schemas';"],
  ['api/src/modules/vouchers/entry.ts', "import { App } from '../workforce/index.ts';"],
  [
    'api/src/modules/reports/schedules/fixtures.test.ts',
    "import { App } from '../../workforce/test-fixtures.ts';",
  ],
  [
    'api/src/modules/reports/schedules/test-fixtures.ts',
    "import { App } from '../../workforce/test-fixtures.ts';",
  ],
  ['api/src/modules/reports/testing/seed.ts', "import { App } from '../../workforce/test-fixtures.ts';"],
  ['api/src/modules/reference/division/engine.ts', "import { App } from '../reference-list/definition.ts';"],
  ['api/src/modules/reports/generate/types/layer.ts', "import { App } from '../../../../db/search.ts';"],
  ['api/src/modules/timecards/own.ts', "import { App } from './list-query.ts';"],
  ['api/src/app.ts', "import { App } from './modules/timecards/routes.ts';"],
  ['shared/contracts/src/schemas/typebox.ts', "import { App } from 'typebox';"],
  ['shared/ui/src/chakra.tsx', "import { App } from '@chakra-ui/react';"],
  ['host/src/contracts.ts', "import { App } from '@tac/contracts';"],
  ['host/src/schema-type.ts', "import type { App } from '@tac/contracts/schemas';"],
  ['shared/ui/src/schema-type-export.ts', "export type { App } from '@tac/contracts/schemas';"],
  ['host/src/schemas.test.ts', "import { App } from '@tac/contracts/schemas';"],
  ['mf-demo/src/testing/fake-api.ts', "import { App } from '@tac/contracts/schemas';"],
  ['mf-demo/src/things/own.ts', "import { App } from './rules.ts';"],
  ['mf-demo/src/things/dialogs/own.ts', "import { App } from '../rules.ts';"],
  ['mf-demo/src/things/common.ts', "import { App } from '../common/dates.ts';"],
  ['mf-demo/src/things/dialogs/common.ts', "import { App } from '../../common/icons.tsx';"],
  ['mf-demo/src/things/testing.test.ts', "import { App } from '../testing/fixtures.ts';"],
  ['mf-demo/src/things/sibling-entry.ts', "import { App } from '../other/index.ts';"],
  ['mf-demo/src/routes.tsx', "const { App } = await import('./things/Page.tsx');"],
  ['mf-demo/src/testing/render.ts', "import { App } from '../things/Page.tsx';"],
  ['mf-demo/src/reference-list/every.test.ts', "import { App } from '../things/Page.tsx';"],
  ['mf-demo/src/things/list.ts', "import { App } from '../reference-list/ListPage.tsx';"],
  ['mf-demo/src/things/packages.ts', "import { App } from '@tac/ui';"],
  [
    'api/src/auth/division-scope.ts',
    `import { sql } from 'kysely';\nexport type DivisionScope = 'all' | readonly number[];\nexport const inScope = (column: string, scope: DivisionScope) =>\n  scope === 'all' || scope.includes(0) ? sql\`true\` : sql\`\${sql.ref(column)} in (\${sql.join([...scope])})\`;`,
  ],
  [
    'api/src/modules/timecards/approval/lines.ts',
    `import { sql } from 'kysely';\nimport { inScope } from '../../../auth/division-scope.ts';\nexport const lines = (ids: number[]) => sql\`t.id = any(\${ids}::integer[]) and \${inScope('t.division_id', 'all')}\`;`,
  ],
  [
    'api/src/modules/reports/generate/sql.ts',
    'export const projectInScope = (ids: readonly number[], id: number) => ids.includes(id);',
  ],
  ['mf-demo/src/things/scope.ts', 'export const inScope = (ids: number[]) => ids;'],
  [
    'shared/contracts/src/things.ts',
    "export const ThingMessages = { required: 'Please enter a thing' } as const;",
  ],
  [
    'mf-demo/src/things/Page.tsx',
    "import { ReferenceMessages } from '@tac/contracts';\nexport const used = ReferenceMessages;",
  ],
  ['api/src/http/validation.ts', 'export type ErrorMessages = Record<string, string>;'],
];

/** Every fixture uses what it imports (as a type when imported as one), so lint can object only to the import. */
function fixtureSource(source) {
  if (!/\bApp\b/.test(source)) return `${source}\n`;
  const typeOnly = /\btype (?:\{ )?App\b/.test(source);
  return `${source}\n${typeOnly ? 'export type Used = App;' : 'export const used = App;'}\n`;
}

const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
const plugins = [...new Set(config.overrides.flatMap((o) => o.plugins ?? []))];
const ruleOf = (plugin) => path.basename(plugin, '.grit');

let dir;

function lint(files) {
  const result = spawnSync(
    bin('biome'),
    ['lint', '--reporter=json', '--max-diagnostics=none', '--colors=off', ...files],
    { cwd: dir, encoding: 'utf8' },
  );
  const report = JSON.parse(result.stdout);
  return { code: result.status, diagnostics: report.diagnostics };
}

/** The layout rules a file was flagged with, by the `layout/<rule>:` that starts each message. */
function layoutRules(diagnostics, file) {
  return diagnostics
    .filter((d) => d.location?.path === file && d.severity === 'error')
    .map((d) => /^layout\/([a-z-]+):/.exec(d.message)?.[1])
    .filter(Boolean);
}

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tac-layout-lint-'));
  // The copy runs outside git, so it cannot read .gitignore; the $schema path would not resolve there.
  const { $schema: _schema, ...rest } = config;
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify({ ...rest, vcs: { enabled: false } }));
  for (const plugin of plugins) {
    mkdirSync(path.join(dir, path.dirname(plugin)), { recursive: true });
    copyFileSync(path.join(ROOT, plugin), path.join(dir, plugin));
  }
  for (const [file, source] of [...violations.map(([, f, s]) => [f, s]), ...allowed]) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), fixtureSource(source));
  }
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe('layout rules in npm run lint', () => {
  it('has a violating fixture for every rule biome.json loads', () => {
    const proven = new Set(Object.keys(violationsByRule));
    assert.ok(plugins.length > 0, 'biome.json loads no layout plugins');
    for (const plugin of plugins) assert.ok(proven.has(ruleOf(plugin)), `no fixture breaks ${plugin}`);
  });

  it('fails on each file that breaks a rule, naming that rule', () => {
    const { code, diagnostics } = lint(violations.map(([, file]) => file));
    assert.notEqual(code, 0, 'lint passed on files that break the layout');
    for (const [rule, file, source] of violations) {
      assert.ok(
        layoutRules(diagnostics, file).includes(rule),
        `${file} (${source}) was not flagged with layout/${rule}`,
      );
    }
  });

  it('passes on the imports the layout allows', () => {
    const { code, diagnostics } = lint(allowed.map(([file]) => file));
    const flagged = diagnostics.map((d) => `${d.location?.path}: ${d.message}`);
    assert.deepEqual(flagged, []);
    assert.equal(code, 0);
  });
});

/**
 * Trees of API modules for the cycle check, each with what it must report: [cycle as the message
 * writes it, or null for a tree it must pass], files [path, source].
 */
const moduleTrees = {
  'two modules through their index.ts': {
    cycles: ['vouchers → workforce → vouchers'],
    files: [
      ['api/src/modules/vouchers/entry.ts', "import { names } from '../workforce/index.ts';"],
      ['api/src/modules/vouchers/index.ts', "export { entry } from './entry.ts';"],
      ['api/src/modules/workforce/device-service.ts', "import { entry } from '../vouchers/index.ts';"],
      ['api/src/modules/workforce/index.ts', "export { names } from './names.ts';"],
    ],
  },
  'three modules, by a type import, a re-export and a lazy import from a nested folder': {
    cycles: ['audit → security → reports → audit'],
    files: [
      ['api/src/modules/audit/kinds.ts', "export * from '../security/index.ts';"],
      ['api/src/modules/security/queries.ts', "import type { Run } from '../reports/index.ts';"],
      [
        'api/src/modules/reports/runs/history.ts',
        "export const kinds = async () => (await import('../../audit/index.ts')).kinds;",
      ],
      ['api/src/modules/payroll/create.ts', "import { names } from '../workforce/index.ts';"],
    ],
  },
  'one way only, with a test and a comment the other way': {
    cycles: [],
    files: [
      ['api/src/modules/timecards/approval/correct.ts', "import { sent } from '../../payroll/index.ts';"],
      ['api/src/modules/timecards/list-page.ts', "import { names } from '../workforce/index.ts';"],
      ['api/src/modules/payroll/create.ts', "import { names } from '../workforce/index.ts';"],
      [
        'api/src/modules/payroll/payroll.test.ts',
        "import { addLines } from '../timecards/test-fixtures.ts';",
      ],
      [
        'api/src/modules/payroll/testing/seed.ts',
        "import { addLines } from '../../timecards/test-fixtures.ts';",
      ],
      ['api/src/modules/workforce/test-fixtures.ts', "import { lines } from '../timecards/index.ts';"],
      [
        'api/src/modules/workforce/device-service.ts',
        "// Not `import { revoke } from '../field/index.ts'`: app.ts hands it in.\nexport const x = 1;",
      ],
      ['api/src/modules/field/routes.ts', "import { findDevice } from '../workforce/index.ts';"],
    ],
  },
};

describe('API module cycles in npm run lint', () => {
  for (const [name, { cycles, files }] of Object.entries(moduleTrees)) {
    it(cycles.length > 0 ? `fails on ${name}, naming the cycle` : `passes on ${name}`, () => {
      const root = mkdtempSync(path.join(tmpdir(), 'tac-module-cycles-'));
      try {
        for (const [file, source] of files) {
          mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
          writeFileSync(path.join(root, file), `${source}\n`);
        }
        const result = spawnSync(process.execPath, [MODULE_CYCLES, root], { encoding: 'utf8' });
        const reported = [
          ...result.stderr.matchAll(/^layout\/api-module-cycles: the API modules (.+) import each other/gm),
        ];
        assert.deepEqual(
          reported.map((match) => match[1]),
          cycles,
        );
        assert.equal(result.status, cycles.length > 0 ? 1 : 0, result.stderr);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  }
});
