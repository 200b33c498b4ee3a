import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatDateTime } from '@tac/contracts/formats';
import type { Db } from '../../../db/database.ts';
import { fitColumns, LETTER, PdfWriter, startTable, type TableRows } from '../../../pdf/index.ts';
import { CsvFile } from './csv.ts';
import type {
  CellFormat,
  ReportColumn,
  ReportDefinition,
  ReportPart,
  ReportRequest,
  Row,
} from './definition.ts';
import { formatCell, periodText, slug } from './format.ts';
import { pagedRows } from './rows.ts';
import { scopeFacts } from './scope-facts.ts';

export interface ReportFile {
  name: string;
  kind: 'pdf' | 'csv';
  path: string;
  bytes: number;
}

export interface GeneratedReport {
  rowCount: number;
  files: ReportFile[];
}

const LANDSCAPE: readonly [number, number] = [LETTER[1], LETTER[0]];

/** A report's page: Letter, turned for a wide table, with a narrower border than a form's. */
export const reportPage = (definition: ReportDefinition) => ({
  pageSize: definition.landscape ? LANDSCAPE : LETTER,
  margin: 30,
});
const HEADING_SIZES = [13, 11, 10];
/** Report tables are denser than a form's: more columns fit whole. */
export const TABLE_SIZE = 8;

/** The widest value of each format (a date, an instant, a total of hours): it never wraps. */
const FORMAT_SAMPLES: Record<CellFormat, string> = {
  text: '',
  date: '00/00/00',
  instant: '00/00/00 00:00 pm',
  number: '0000.00',
  count: '000000',
  yesNo: 'Yes',
};

/**
 * The printed columns' widths: what each needs for its header's words and a value of its format
 * or sample, the rest of the width shared in the definition's proportions.
 */
export function columnWidths(pdf: PdfWriter, columns: readonly ReportColumn[]): number[] {
  return fitColumns(
    pdf,
    columns.map((column) => ({
      weight: column.width,
      texts: [
        { text: column.header, bold: true },
        { text: FORMAT_SAMPLES[column.format ?? 'text'], whole: true },
        // Totals are bold: a number column holds a bold total.
        ...(column.format === 'number' ? [{ text: FORMAT_SAMPLES.number, bold: true }] : []),
        { text: column.sample ?? '', whole: true },
      ],
    })),
    pdf.width,
    TABLE_SIZE,
  );
}

/** A group level's running totals. */
interface Tally {
  sums: Record<string, number>;
  count: number;
}

const newTally = (): Tally => ({ sums: {}, count: 0 });

/**
 * Writes one part's rows into the PDF (headed groups, a table per innermost group, a totals row
 * as each group closes and a grand total) and its CSV (the group values repeated in leading
 * columns, unless a column holds them), row by row as the pages of the query arrive. Returns the
 * number of rows.
 */
async function renderPart(
  db: Db,
  pdf: PdfWriter,
  csv: CsvFile,
  part: ReportPart,
  request: ReportRequest,
): Promise<number> {
  const { groups, columns, totals } = part;
  const cell = (row: Row, field: string, format: Parameters<typeof formatCell>[1]) =>
    formatCell(row[field] ?? null, format, request.timeZone);
  const printed = columns.filter((column) => !column.csvOnly);
  const widths = columnWidths(pdf, printed);
  const pdfColumns = printed.map((column, i) => ({
    header: column.header,
    width: widths[i] ?? 0,
    align:
      column.format && column.format !== 'text' && column.format !== 'date' ? ('right' as const) : undefined,
  }));
  // A group whose field is also a column (type 19's project) is in the CSV once, as that column.
  const csvGroups = groups.filter((group) => !columns.some((column) => column.field === group.field));
  await csv.record([...csvGroups.map((group) => group.label), ...columns.map((column) => column.header)]);

  const current: (string | undefined)[] = groups.map(() => undefined);
  const tallies = groups.map(newTally);
  const grand = newTally();
  let table: TableRows | undefined;
  let count = 0;

  const totalsRow = (label: string, tally: Tally) => {
    if (!totals || !table) return;
    const cells = totals.cells(tally);
    // The label goes in the first column the totals leave blank where it fits whole, else the
    // widest blank one (wrapped there).
    const free = pdfColumns.filter((_, i) => cells[printed[i]?.field ?? ''] === undefined);
    const fits = free.find(
      (column) => pdf.measure(label, { bold: true, size: TABLE_SIZE }) <= column.width - 8,
    );
    const widest = free.reduce<(typeof free)[number] | undefined>(
      (best, column) => (!best || column.width > best.width ? column : best),
      undefined,
    );
    const chosen = fits ?? widest;
    const labelField = chosen ? printed[pdfColumns.indexOf(chosen)]?.field : undefined;
    table.totals(printed.map((column) => cells[column.field] ?? (column.field === labelField ? label : '')));
  };
  /** Closes the groups from the innermost up to level `from`, each with its totals. */
  const closeGroups = (from: number) => {
    for (let level = groups.length - 1; level >= from; level--) {
      const group = groups[level];
      if (group && current[level] !== undefined)
        totalsRow(`${group.label} total`, tallies[level] ?? newTally());
      current[level] = undefined;
      tallies[level] = newTally();
    }
  };

  for await (const row of pagedRows(db, part.query(db, request), part.keys)) {
    const changed = groups.findIndex((group, level) => String(row[group.field]) !== current[level]);
    if (changed >= 0) {
      closeGroups(changed);
      // The headings keep to the page of their table: room for them, its header and a row.
      pdf.room(pdf.lineHeight({ size: 13 }) * (groups.length - changed) + pdf.lineHeight() * 3);
      for (let level = changed; level < groups.length; level++) {
        const group = groups[level];
        if (!group) continue;
        current[level] = String(row[group.field]);
        const value = cell(row, group.field, group.format);
        const extra = group.heading ? ` - ${group.heading(row)}` : '';
        pdf.space(level === 0 ? 10 : 4);
        pdf.paragraph(`${group.label}: ${value}${extra}`, { size: HEADING_SIZES[level] ?? 10, bold: true });
      }
      table = startTable(pdf, pdfColumns, { size: TABLE_SIZE });
    } else if (!table) {
      table = startTable(pdf, pdfColumns, { size: TABLE_SIZE });
    }
    const cells = columns.map((column) => cell(row, column.field, column.format));
    table.row(cells.filter((_, i) => !columns[i]?.csvOnly));
    await csv.record([...csvGroups.map((group) => cell(row, group.field, group.format)), ...cells]);
    for (const tally of [...tallies, grand]) {
      tally.count += 1;
      for (const field of totals?.sum ?? [])
        tally.sums[field] = (tally.sums[field] ?? 0) + (Number(row[field]) || 0);
    }
    count += 1;
  }
  if (count === 0) {
    pdf.line(part.emptyText);
    return 0;
  }
  closeGroups(0);
  totalsRow('Total', grand);
  return count;
}

/**
 * Renders one report: the PDF (title with the report's name, the schedule's name and the period;
 * the scope; then each part) and a CSV per part, written into `outDir`, plus the definition's
 * extra files. An empty report still gets both, saying so.
 */
export async function renderReport(
  db: Db,
  definition: ReportDefinition,
  request: ReportRequest,
  outDir: string,
): Promise<GeneratedReport> {
  const period = periodText(request.period);
  const title = `${definition.name} - ${request.scheduleName} - ${period}`;
  const pdf = await PdfWriter.create({
    title,
    ...reportPage(definition),
    footer: (page, pages) => `${definition.name} - ${period} - Page ${page} / ${pages}`,
  });
  pdf.paragraph(definition.name, { size: 16, bold: true });
  pdf.space(4);
  pdf.facts([
    ['Schedule', request.scheduleName],
    ['Period', definition.parameters.period ? period : `${period} (the roster as it stands)`],
    ...(await scopeFacts(db, definition, request)),
    ['Generated', formatDateTime(new Date(), request.timeZone)],
  ]);

  const base = `${slug(definition.name)}_${request.period.from}_${request.period.to}`;
  const files: ReportFile[] = [];
  const csvs: CsvFile[] = [];
  let rowCount = 0;
  for (const part of definition.parts) {
    const name = `${base}${part.title ? `_${slug(part.title)}` : ''}.csv`;
    const csv = new CsvFile(path.join(outDir, name));
    csvs.push(csv);
    if (part.title) {
      pdf.space(12);
      pdf.line(part.title, { size: 14, bold: true });
    }
    try {
      rowCount += await renderPart(db, pdf, csv, part, request);
    } catch (error) {
      await Promise.all(csvs.map((file) => file.close().catch(() => {})));
      throw error;
    }
  }
  if (rowCount === 0) {
    const empty = `This report is empty: no rows for ${period} in its scope.`;
    pdf.space(12);
    pdf.line(empty, { size: 12, bold: true });
    // The CSV stays its header alone: a sentence in a data row would be read as a record. The
    // mail's text says the report is empty (mail/compose.ts).
  }
  for (const csv of csvs) await csv.close();

  const pdfName = `${base}.pdf`;
  const pdfBytes = await pdf.save();
  await writeFile(path.join(outDir, pdfName), pdfBytes);
  files.push({ name: pdfName, kind: 'pdf', path: path.join(outDir, pdfName), bytes: pdfBytes.length });
  for (const csv of csvs) {
    const { size } = await stat(csv.path);
    files.push({ name: path.basename(csv.path), kind: 'csv', path: csv.path, bytes: size });
  }
  if (definition.extraFiles) {
    for await (const extra of definition.extraFiles(db, request)) {
      const file = path.join(outDir, extra.name);
      await writeFile(file, extra.bytes);
      files.push({ name: extra.name, kind: 'pdf', path: file, bytes: extra.bytes.length });
    }
  }
  return { rowCount, files };
}
