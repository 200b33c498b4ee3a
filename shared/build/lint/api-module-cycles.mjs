/**
 * layout/api-module-cycles: the API's modules (the folders under api/src/modules/) depend on each
 * other one way only. api-module-imports-internals makes a module go through another's index.ts, but
 * two modules may still each import the other's index.ts; then neither can be understood, tested or
 * changed without the other, and which one owns what they share is no longer said anywhere. Biome's
 * plugins see one file at a time and its noImportCycles sees files, not folders, so this reads every
 * module's imports and refuses a cycle between modules, naming a file behind each step of it.
 *
 * Every import form counts (`import … from`, `import '…'`, `export … from`, `import('…')`), type
 * imports too: a type ties two modules as much as a value. Test code (`*.test.ts`, `test-fixtures.ts`,
 * `testing/`, as api-module-imports-internals tells it) does not: a payroll test setting up timecard
 * lines through timecards' test-fixtures.ts is not a dependency of payroll's code, and the modules
 * whose records a test needs are not a choice of design.
 *
 * Run by `npm run lint` and `npm test` after Biome; `node shared/build/lint/api-module-cycles.mjs
 * [root]` checks another tree (layout-rules.test.mjs proves it on one with a cycle). README.md here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MODULES = path.join('api', 'src', 'modules');
const SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/;
/** Test code, by its path inside a module (api-module-imports-internals reads it the same way). */
const TEST_CODE = /(?:\.test\.[a-z]+|(?:^|\/)test-fixtures\.ts|(?:^|\/)testing\/[^/]+)$/;

/** Comment lines go first, so an example in a doc comment is not read as an import. */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*).*$/gm;
/**
 * `import … from '…'` and `export … from '…'`, over several lines; the part between the keyword and
 * `from` holds no quote, backtick, semicolon, parenthesis or `=`, so no statement but an import matches.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"`;()=]*?\bfrom\s*['"]([^'"\n]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s*['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** What a source file imports, as written. */
export function importsOf(source) {
  const code = source.replace(COMMENT_LINE, '');
  return [STATIC_IMPORT, BARE_IMPORT, DYNAMIC_IMPORT].flatMap((pattern) =>
    [...code.matchAll(pattern)].map((match) => match[1]),
  );
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/**
 * The dependencies between the modules under `root`/api/src/modules: module → module it imports →
 * the files (relative to `root`) that import it.
 */
export function moduleGraph(root) {
  const modulesDir = path.join(root, MODULES);
  const moduleOf = (file) => {
    const inside = path.relative(modulesDir, file);
    return inside.startsWith('..') || path.isAbsolute(inside) ? undefined : inside.split(path.sep)[0];
  };
  const graph = new Map();
  for (const module of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const edges = new Map();
    graph.set(module.name, edges);
    for (const file of sourceFiles(path.join(modulesDir, module.name))) {
      if (TEST_CODE.test(path.relative(modulesDir, file).split(path.sep).join('/'))) continue;
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = moduleOf(path.resolve(path.dirname(file), specifier));
        if (target === undefined || target === module.name) continue;
        if (!edges.has(target)) edges.set(target, new Set());
        edges.get(target).add(path.relative(root, file).split(path.sep).join('/'));
      }
    }
  }
  return graph;
}

/**
 * Each group of modules that depend on each other (Tarjan's strongly connected components of more
 * than one module), as one cycle through all of them: [module, …, first module again].
 */
export function moduleCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (module) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module), index.get(target)));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1) groups.push(group);
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) visit(module);
  return groups.map((group) => cycleThrough(graph, new Set(group)));
}

/** A closed walk from the group's first module (by name) back to it, through modules of the group. */
function cycleThrough(graph, group) {
  const start = [...group].sort()[0];
  // Breadth first from start to a module that imports start: the shortest cycle through start.
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift();
    for (const target of [...(graph.get(module)?.keys() ?? [])].sort()) {
      if (!group.has(target)) continue;
      if (target === start) {
        const back = [];
        for (let at = module; at !== null; at = previous.get(at)) back.push(at);
        return [...back.reverse(), start];
      }
      if (!previous.has(target)) {
        previous.set(target, module);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The message for each cycle: its steps, each with one file that takes it. */
export function describeCycle(graph, cycle) {
  const steps = cycle.slice(0, -1).map((module, i) => {
    const target = cycle[i + 1];
    const files = [...graph.get(module).get(target)].sort();
    const more = files.length > 1 ? ` and ${files.length - 1} more` : '';
    return `  ${module} → ${target} (${files[0]}${more})`;
  });
  return `layout/api-module-cycles: the API modules ${cycle.join(' → ')} import each other; one of them owns what they share and the others call it one way only (or it moves to a shared layer):\n${steps.join('\n')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../..'));
  const graph = moduleGraph(root);
  const cycles = moduleCycles(graph);
  for (const cycle of cycles) console.error(describeCycle(graph, cycle));
  if (cycles.length > 0) process.exit(1);
  console.log(`api module cycles: none among ${graph.size} modules`);
}
