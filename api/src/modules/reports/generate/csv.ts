import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { csvField } from '../../../http/csv-field.ts';

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
