import path from 'node:path';

/**
 * Cache policy by file name. Chunks carry a content hash in their name (shared/docs/toolchain.md: hash chunk
 * names only), so they never change and may be kept for a year. Everything else keeps its name
 * across builds (index.html, main.js, remoteEntry.js): the browser must revalidate it each time
 * (a cheap 304 by ETag), or an old entry could ask for chunks a new build no longer has.
 */
export function cacheControlFor(filePath: string): string {
  // A compressed copy (main.js.br) is the same asset as the file it was made from.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (/[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
