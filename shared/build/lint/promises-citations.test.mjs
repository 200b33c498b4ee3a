/**
 * Proof that shared/docs/promises.md cites tests that exist: every file a row names in backticks is
 * in the repository, and every name after a `›` is the title of a test or describe block in the file
 * cited before it. A promise is kept only while its test would fail if it broke, and a citation to a
 * renamed or deleted test proves nothing.
 *
 * How a cited name matches, kept simple on purpose:
 * - the titles are the first argument of `it`, `test`, `describe`, `suite` and `bench` calls (with
 *   modifiers: `it.skipIf(…)(`, `test.describe(`, `describe.each(…)(`…) when it is a string literal
 *   ('…', "…" or `…`), read from the file's text, not by running it;
 * - in a template literal, each `${…}` matches any text, so a title built in a loop or from a constant
 *   matches the name it produces (a `.each` title's `%s`, `%d`… and `$field` do too);
 * - a cited name equals a title, or, when it ends with `…`, is the start of one (a shortened citation);
 * - a backticked citation without `/` (`npm run bench:load`) is a command, not a file, and not checked;
 *   a file cited without `›` is checked to exist only.
 *
 * Run by `npm test` in the layout rules step, or alone: `node --test shared/build/lint/promises-citations.test.mjs`.
 */

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../bin/lib.mjs';

const PROMISES = 'shared/docs/promises.md';
/** A backticked path: no spaces, at least one `/`. */
const FILE = /^[\w.@-]+(?:\/[\w.@-]+)+$/;

/**
 * Every citation of the table's last column, in order: { line, file, name } (name null for a file
 * cited alone). A name runs from its `›` to the next `›` or backticked file, less the `;` or `,`
 * between citations; text between a file and its first `›` ("(a test a kind)") is a note.
 */
export function citations(markdown) {
  const found = [];
  markdown.split('\n').forEach((text, index) => {
    if (!text.startsWith('|') || /^\|\s*-/.test(text)) return;
    const cells = text
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    const cell = cells.at(-1) ?? '';
    const line = index + 1;
    const marks = [...cell.matchAll(/`([^`]+)`|›/g)].filter((m) => m[0] === '›' || FILE.test(m[1]));
    let file = null;
    marks.forEach((mark, i) => {
      if (mark[0] !== '›') {
        file = mark[1];
        found.push({ line, file, name: null });
        return;
      }
      const end = marks[i + 1]?.index ?? cell.length;
      const name = cell
        .slice(mark.index + 1, end)
        .trim()
        .replace(/[;,]$/, '')
        .trim();
      found.push({ line, file, name });
    });
  });
  return found;
}

/** A string literal's escapes, as the test runner sees the title. */
const unescaped = (text) => text.replace(/\\(.)/gs, (_, c) => ({ n: '\n', t: '\t' })[c] ?? c);

/**
 * Reads the string literal at `i` ('…', "…" or `…`): [its literal parts (more than one when a template
 * literal has `${…}` in it), the index after it]; null when no string starts there.
 */
function literalAt(source, i) {
  const quote = source[i];
  if (!`'"\``.includes(quote)) return null;
  const parts = [];
  let part = '';
  let j = i + 1;
  while (j < source.length && source[j] !== quote) {
    if (source[j] === '\\') {
      part += source.slice(j, j + 2);
      j += 2;
    } else if (quote === '`' && source.startsWith('${', j)) {
      parts.push(part);
      part = '';
      j = pastBrackets(source, j + 1);
    } else part += source[j++];
  }
  return [[...parts, part].map(unescaped), j + 1];
}

/** The index after the bracket at `i` and what it encloses, strings included. */
function pastBrackets(source, i) {
  let depth = 0;
  let j = i;
  while (j < source.length) {
    const c = source[j];
    if (`'"\``.includes(c)) {
      j = literalAt(source, j)[1];
      continue;
    }
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return j + 1;
    j++;
  }
  return j;
}

/**
 * The test and describe titles of a source file, each as its literal parts: one part for a plain
 * string, more for a template literal or a `.each` title, any text matching between two parts.
 * A title is the string that opens the arguments of `it`, `test`, `describe`, `suite` or `bench`,
 * after any modifiers (`.skip`, `.skipIf(…)`, `.each(…)`, `.describe`…), written as Biome formats
 * them: no space before a `.` or a `(`, so "it. Then" in a comment is no call.
 */
export function testTitles(source) {
  const titles = [];
  for (const match of source.matchAll(/(?<![\w.$])(?:it|test|describe|suite|bench)\b/g)) {
    let j = match.index + match[0].length;
    let each = false;
    for (;;) {
      if (source[j] === '.') {
        const name = /^\.(\w+)/.exec(source.slice(j, j + 40));
        if (!name) break;
        each ||= name[1] === 'each';
        j += name[0].length;
      } else if (source[j] === '(') {
        let k = j + 1;
        while (/\s/.test(source[k] ?? '')) k++;
        const literal = literalAt(source, k);
        if (literal) {
          const [parts] = literal;
          titles.push(each ? parts.flatMap((part) => part.split(/%[sdifjo]|\$[\w.]+/)) : parts);
          break;
        }
        j = pastBrackets(source, j);
      } else break;
    }
  }
  return titles;
}

/** Whether `name` is what `parts` (literals with any text between them) can read; `start`: its beginning. */
function fits(name, parts, start) {
  const [head, ...rest] = parts;
  if (rest.length === 0) return start ? head.startsWith(name) : name === head;
  if (start && head.startsWith(name)) return true;
  if (!name.startsWith(head)) return false;
  const tail = name.slice(head.length);
  for (let i = 0; i <= tail.length; i++) if (fits(tail.slice(i), rest, start)) return true;
  return false;
}

/** Whether a cited name is one of the titles, or the start of one when it ends with `…`. */
export function named(name, titles) {
  const start = name.endsWith('…');
  const wanted = start ? name.slice(0, -1).trimEnd() : name;
  return titles.some((parts) => fits(wanted, parts, start));
}

/** What is wrong with each citation of `markdown`, one message each; files are read under `root`. */
export function problems(markdown, root = ROOT, where = PROMISES) {
  const titlesOf = new Map();
  const found = [];
  for (const { line, file, name } of citations(markdown)) {
    const at = `${where}:${line}`;
    if (file === null) {
      found.push(`${at}: › ${name} follows no cited file`);
      continue;
    }
    const full = path.join(root, file);
    if (!existsSync(full)) found.push(`${at}: ${file} does not exist`);
    else if (name !== null) {
      if (!titlesOf.has(file)) titlesOf.set(file, testTitles(readFileSync(full, 'utf8')));
      if (!named(name, titlesOf.get(file))) found.push(`${at}: ${file} has no test named "${name}"`);
    }
  }
  // A missing file is told once a row, however many of its tests the row names.
  return [...new Set(found)];
}

describe('the citations of shared/docs/promises.md', () => {
  it('name files that exist and tests that exist in them', () => {
    const markdown = readFileSync(path.join(ROOT, PROMISES), 'utf8');
    assert.ok(citations(markdown).length > 100, 'read almost no citations: has the table changed shape?');
    assert.deepEqual(problems(markdown), []);
  });
});

describe('the promises citation check', () => {
  const self = 'shared/build/lint/promises-citations.test.mjs';
  const table = (...rows) =>
    ['| promise | proved by |', '| ------- | --------- |', ...rows.map((r) => `| a promise | ${r} |`)].join(
      '\n',
    );

  it('fails on a cited name no test has, and passes on the same row named right', () => {
    const wrong = table(`\`${self}\` › name files that exist and tests that exist in it`);
    assert.deepEqual(problems(wrong, ROOT, 'sample'), [
      `sample:3: ${self} has no test named "name files that exist and tests that exist in it"`,
    ]);
    const right = table(`\`${self}\` › name files that exist and tests that exist in them`);
    assert.deepEqual(problems(right, ROOT, 'sample'), []);
  });

  it('fails on a missing file, a shortened name that starts no test, and a name after no file', () => {
    const markdown = table(
      '`shared/build/lint/no-such.test.mjs` › anything; › anything else',
      `\`${self}\` › names files…`,
      '› an orphan name',
    );
    assert.deepEqual(problems(markdown, ROOT, 'sample'), [
      'sample:3: shared/build/lint/no-such.test.mjs does not exist',
      `sample:4: ${self} has no test named "names files…"`,
      'sample:5: › an orphan name follows no cited file',
    ]);
  });

  it('reads each citation of a row: names holding a ";", notes, commands and files cited alone', () => {
    const markdown = table(
      `\`${self}\` (a note) › one; two; › three…, \`npm run bench:load\`; \`README.md/x\`, \`a/b.ts\` › four`,
    );
    assert.deepEqual(citations(markdown), [
      { line: 3, file: self, name: null },
      { line: 3, file: self, name: 'one; two' },
      { line: 3, file: self, name: 'three…, `npm run bench:load`' },
      { line: 3, file: 'README.md/x', name: null },
      { line: 3, file: 'a/b.ts', name: null },
      { line: 3, file: 'a/b.ts', name: 'four' },
    ]);
  });

  it('reads a template literal title as any text for each placeholder, and a name ending in … as a start', () => {
    const titles = testTitles(
      [
        "it('plain', () => {});",
        `it(\`passes on \${name} trees\`, () => {});`,
        "test.describe('Enrol dialog', () => {});",
        "it.skipIf(!URL).each([{ a: f(1) }])('refuses %s, naming $a.b', () => {});",
        "describe(\n  'caller\\'s divisions',\n  () => {},\n);",
        '// as the dialog shows it.\nexpect(row).toHaveTextContent("no title");',
        "it(name, () => {}); somethingit('no title either');",
      ].join('\n'),
    );
    assert.deepEqual(titles, [
      ['plain'],
      ['passes on ', ' trees'],
      ['Enrol dialog'],
      ['refuses ', ', naming ', ''],
      ["caller's divisions"],
    ]);
    assert.ok(named('passes on two trees', titles));
    assert.ok(named("refuses 'x', naming 3", titles));
    assert.ok(named('Enrol…', titles));
    assert.ok(named('passes on two…', titles));
    assert.ok(named("caller's divisions", titles));
    assert.ok(!named('plain text', titles));
    assert.ok(!named('Enrol', titles));
    assert.ok(!named('passes on two', titles));
    assert.ok(!named('fails on…', titles));
  });
});
