import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/**
 * Files named on the command line start in the order named; the rest follow in Vitest's own order
 * (the longest in the last run first, else the largest file). npm test names the files that mostly
 * wait on a clock longest first, so the longest wait starts at once and the other worker's files
 * fill it: Vitest's own order has no past run to go by on a fresh checkout, and there put a short
 * file that waits two minutes last.
 */
export class NamedFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const named = process.argv.filter((arg) => !arg.startsWith('-') && /\.test\.[cm]?[jt]s$/.test(arg));
    if (named.length === 0) return sorted;
    const rank = (file: TestSpecification) => {
      const index = named.findIndex((name) => file.moduleId.endsWith(name.replace(/^\.\//, '')));
      return index === -1 ? named.length : index;
    };
    return sorted
      .map((file, position) => ({ file, position, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map(({ file }) => file);
  }
}
