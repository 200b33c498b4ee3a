import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

/**
 * One CSV field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break, its
 * quotes doubled. A field starting with = + - or @ gets a leading apostrophe first, so a
 * spreadsheet shows a note such as '=SUM(…)' as text and never runs it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file written record by record (CRLF line ends, UTF-8), waiting when the disk falls behind. */
export class CsvFile {
  private readonly out: WriteStream;

  constructor(readonly path: string) {
    this.out = createWriteStream(path);
  }

  async record(fields: readonly string[]): Promise<void> {
    if (!this.out.write(`${fields.map(csvField).join(',')}\r\n`)) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
  }
}
