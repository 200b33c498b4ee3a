/**
 * Vite's glob import, which vitest runs, as the tests here call it: each matching file's text, by
 * path. Declared here because this package does not depend on Vite for its `vite/client` types.
 */
interface ImportMeta {
  glob(pattern: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
}
