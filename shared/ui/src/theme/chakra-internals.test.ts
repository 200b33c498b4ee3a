import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Four files reach Chakra's theme pieces by relative path into its dist folder, because the public
 * `@chakra-ui/react/theme` entry builds the whole default theme at load time and so ships every recipe
 * (more bytes on /Login; the package's `exports` map offers no
 * smaller entry). Those paths are not a public API: this test names the Chakra version they were
 * checked against and fails, saying what to do, when the installed version or a path changes.
 */
const CHECKED_AGAINST = '3.37.0';

const UI_ROOT = path.resolve(import.meta.dirname, '../..');
const FILES_WITH_DEEP_IMPORTS = [
  'src/theme/chakra-theme-parts.js',
  'src/theme/chakra-part-recipes.js',
  'src/multi-select/select-recipe.js',
  'src/multi-select/combobox-recipe.js',
];
const DEEP_IMPORT =
  /(?:import|export)\s*\{([^}]*)\}\s*from\s*'(\.\.\/[^']*node_modules\/@chakra-ui\/react\/[^']+)'/g;

/** Every deep import in those files: the file, the path as written, and the names taken from it. */
function deepImports() {
  return FILES_WITH_DEEP_IMPORTS.flatMap((file) => {
    const source = readFileSync(path.join(UI_ROOT, file), 'utf8');
    return [...source.matchAll(DEEP_IMPORT)].map(([, names = '', specifier = '']) => ({
      file,
      specifier,
      resolved: path.resolve(UI_ROOT, path.dirname(file), specifier),
      names: names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    }));
  });
}

const upgradeHelp =
  `re-check every deep import in ${FILES_WITH_DEEP_IMPORTS.join(', ')} against the new ` +
  "@chakra-ui/react/dist/esm/theme (same file, same export), then set CHECKED_AGAINST in this test and the version in those files' comments";

describe("Chakra internals reached by path (kept off /Login's bundle)", () => {
  it(`pins @chakra-ui/react to the version the paths were checked against (${CHECKED_AGAINST})`, () => {
    const manifest = JSON.parse(readFileSync(path.join(UI_ROOT, 'package.json'), 'utf8'));
    const installed = JSON.parse(
      readFileSync(path.join(UI_ROOT, 'node_modules/@chakra-ui/react/package.json'), 'utf8'),
    ).version;
    expect(
      manifest.dependencies['@chakra-ui/react'],
      `pin an exact version, not a range; ${upgradeHelp}`,
    ).toBe(CHECKED_AGAINST);
    expect(installed, `@chakra-ui/react ${installed} is installed: ${upgradeHelp}`).toBe(CHECKED_AGAINST);
  });

  it('finds the files the four modules import', () => {
    const imports = deepImports();
    expect(imports.length, 'no deep import found: did the import syntax change?').toBeGreaterThan(30);
    for (const { file, specifier, resolved } of imports) {
      expect(
        existsSync(resolved),
        `${file} imports ${specifier}, which no longer exists: ${upgradeHelp}`,
      ).toBe(true);
    }
  });

  it('finds each imported name in its file', async () => {
    for (const { file, specifier, resolved, names } of deepImports()) {
      const module: Record<string, unknown> = await import(/* @vite-ignore */ resolved);
      for (const name of names) {
        expect(module[name], `${file}: ${specifier} no longer exports ${name}: ${upgradeHelp}`).toBeDefined();
      }
    }
  });
});
